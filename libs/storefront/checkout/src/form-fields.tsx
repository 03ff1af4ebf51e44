import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** Props of {@link TextAreaField}: every native textarea prop plus a label, an error and a hint. */
export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line field in the UI kit's field markup (the kit has no textarea); the error and hint are read with it. */
export function TextAreaField({ label, error, hint, id, required, className, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? `${autoId}-field`;
  const describedBy = [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={`ui-field${error ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={fieldId}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <textarea
        {...rest}
        id={fieldId}
        required={required}
        className={`ui-input sf-checkout__textarea${className ? ` ${className}` : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={`${fieldId}-error`} className="ui-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${fieldId}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** One option of a {@link ChoiceGroup}. */
export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** Props of {@link ChoiceGroup}: the legend, the options and the radio inputs' props (react-hook-form's `register`). */
export interface ChoiceGroupProps<T extends string> extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'> {
  legend: string;
  choices: readonly Choice<T>[];
}

/** A radio group drawn as a row of segments (stacked on a phone): a fieldset with its legend, one radio per option. */
export function ChoiceGroup<T extends string>({ legend, choices, ...input }: ChoiceGroupProps<T>) {
  return (
    <fieldset className="sf-choice">
      <legend className="sf-choice__legend">{legend}</legend>
      <div className="sf-choice__options">
        {choices.map((choice) => (
          <label key={choice.value} className="sf-choice__option">
            <input {...input} type="radio" value={choice.value} className="sf-choice__input" />
            <span className="sf-choice__label">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
