import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';

/** Props of {@link Checkbox}: every native input prop but `type`, plus the label. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  /** Class of the label around the box. */
  wrapperClassName?: string;
}

/** A native checkbox with its label on the right, the whole label a 40 px tall target. Works with react-hook-form's `register()`. */
export function Checkbox({ label, wrapperClassName, className, ...input }: CheckboxProps) {
  return (
    <label className={cx('ui-checkbox', wrapperClassName)}>
      <input {...input} type="checkbox" className={cx('ui-checkbox__input', className)} />
      {label}
    </label>
  );
}
