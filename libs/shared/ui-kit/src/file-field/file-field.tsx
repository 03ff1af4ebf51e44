import { ru } from '@shop/i18n-ru';
import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, useFieldControl, type FieldProps } from '../lib/field';

/** Props of {@link FileField}: the native file input's props plus a label, hint, error and the chosen file's name. */
export interface FileFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, FieldProps {
  /** Name of the chosen file, shown beside the button. */
  fileName?: string | undefined;
}

/**
 * A file picker with Russian wording whatever the browser's language (the native control says 'Choose File'
 * in an English browser). The native input stays focusable and keyboard-operable; it is only visually replaced.
 */
export function FileField({ label, hint, error, fileName, id, wrapperClassName, ...rest }: FileFieldProps) {
  const field = useFieldControl({ id, error, hint, describedBy: rest['aria-describedby'] });
  return (
    <FieldFrame
      field={field}
      label={label}
      error={error}
      hint={hint}
      required={rest.required}
      wrapperClassName={wrapperClassName}
    >
      <div className="ui-file">
        <input {...rest} {...field.aria} id={field.controlId} type="file" className="ui-file__input" />
        <span className="ui-file__button" aria-hidden="true">
          {ru.common.chooseFile}
        </span>
        <span className="ui-file__name">{fileName ?? ru.common.noFile}</span>
      </div>
    </FieldFrame>
  );
}
