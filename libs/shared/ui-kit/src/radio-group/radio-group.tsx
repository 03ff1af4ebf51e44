import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';

/** One option of a {@link RadioGroup}. */
export interface RadioOption<T extends string = string> {
  value: T;
  label: string;
}

/** Props of {@link RadioGroup}: the legend, the options, and the props every radio gets (`name`, react-hook-form's `register()`). */
export interface RadioGroupProps<T extends string = string> extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'id'
> {
  legend: string;
  options: readonly RadioOption<T>[];
  /** Class of the fieldset. */
  wrapperClassName?: string;
}

/**
 * A choice of one among a few, drawn as a row of segments that wraps (stacked on a phone): a fieldset with its
 * legend and one native radio per option, so arrow keys move the choice. Works with react-hook-form's `register()`.
 */
export function RadioGroup<T extends string>({
  legend,
  options,
  wrapperClassName,
  className,
  ...input
}: RadioGroupProps<T>) {
  return (
    <fieldset className={cx('ui-radio-group', wrapperClassName)}>
      <legend className="ui-radio-group__legend">{legend}</legend>
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="ui-radio-group__option">
            <input {...input} type="radio" value={option.value} className={cx('ui-radio-group__input', className)} />
            <span className="ui-radio-group__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
