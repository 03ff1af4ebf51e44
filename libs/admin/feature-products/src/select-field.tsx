import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** Props of {@link SelectField}: a native select with a label, an optional hint and error. */
export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A labelled native select in the ui-kit field style (native, so phones show their own picker). */
export function SelectField({ label, hint, error, children, className, ...rest }: SelectFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'ui-field ui-field--invalid' : 'ui-field'}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className={className ? `ui-input ${className}` : 'ui-input'} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest}>
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
