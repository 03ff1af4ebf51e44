import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../lib/cx';
import { FieldFrame, useFieldControl, type FieldProps } from '../lib/field';

/** Props of {@link Select}: every native select prop plus a label, an error and a hint; the options are its children. */
export interface SelectProps extends ComponentPropsWithRef<'select'>, FieldProps {
  children: ReactNode;
}

/**
 * A labelled native select in the markup of {@link Input} (native, so phones show their own picker).
 * Works with react-hook-form's `register()`.
 */
export function Select({
  label,
  error,
  hint,
  id,
  className,
  wrapperClassName,
  required,
  children,
  ...rest
}: SelectProps) {
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
      <select {...rest} {...field.aria} id={field.controlId} required={required} className={cx('ui-input', className)}>
        {children}
      </select>
    </FieldFrame>
  );
}
