import { ru } from '@shop/i18n-ru';
import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';

/** Props of {@link FileField}: the native file input's props plus a label, hint, error and the chosen file's name. */
export interface FileFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  hint?: string;
  error?: string;
  /** Name of the chosen file, shown beside the button. */
  fileName?: string | undefined;
}

/**
 * A file picker with Russian wording whatever the browser's language (the native control says 'Choose File'
 * in an English browser). The native input stays focusable and keyboard-operable; it is only visually replaced.
 */
export function FileField({ label, hint, error, fileName, id, ...rest }: FileFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-file`;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={cx('ui-field', error && 'ui-field--invalid')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-file">
        <input
          {...rest}
          id={inputId}
          type="file"
          className="ui-file__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <span className="ui-file__button" aria-hidden="true">
          {ru.common.chooseFile}
        </span>
        <span className="ui-file__name">{fileName ?? ru.common.noFile}</span>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="ui-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${inputId}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
