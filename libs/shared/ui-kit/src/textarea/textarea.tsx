import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';
import { FieldFrame, useFieldControl, type FieldProps } from '../lib/field';

/** Props of {@link Textarea}: every native textarea prop plus a label, an error and a hint. */
export interface TextareaProps extends ComponentPropsWithRef<'textarea'>, FieldProps {}

/**
 * A labelled multi-line text field in the markup of {@link Input}: 4 rows unless `rows` says otherwise, resizable
 * in height. Works with react-hook-form's `register()`.
 */
export function Textarea({
  label,
  error,
  hint,
  id,
  className,
  wrapperClassName,
  required,
  rows = 4,
  ...rest
}: TextareaProps) {
  const field = useFieldControl({ id, error, hint, describedBy: rest['aria-describedby'] });
  return (
    <FieldFrame
      field={field}
      label={label}
      error={error}
      hint={hint}
      required={required}
      wrapperClassName={wrapperClassName}
    >
      <textarea
        {...rest}
        {...field.aria}
        id={field.controlId}
        rows={rows}
        required={required}
        className={cx('ui-input', 'ui-textarea', className)}
      />
    </FieldFrame>
  );
}
