import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** Label, control and messages of a field in the ui-kit field style; `control` receives the ids to wire. */
function Field({
  label,
  error,
  hint,
  required,
  control,
}: {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  control: (ids: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'ui-field ui-field--invalid' : 'ui-field'}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {control({ id, describedBy, invalid: error ? true : undefined })}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled native select (native, so phones show their own picker); works with react-hook-form's `register()`. */
export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: Omit<ComponentPropsWithRef<'select'>, 'id'> & { label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={select.required}
      control={({ id, describedBy, invalid }) => (
        <select {...select} id={id} className="ui-input" aria-invalid={invalid} aria-describedby={describedBy}>
          {children}
        </select>
      )}
    />
  );
}

/** A labelled multi-line text field; works with react-hook-form's `register()`. */
export function TextareaField({
  label,
  error,
  hint,
  ...textarea
}: Omit<ComponentPropsWithRef<'textarea'>, 'id'> & { label: string; error?: string; hint?: string }) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={textarea.required}
      control={({ id, describedBy, invalid }) => (
        <textarea
          rows={4}
          {...textarea}
          id={id}
          className="ui-input admin-orders__textarea"
          aria-invalid={invalid}
          aria-describedby={describedBy}
        />
      )}
    />
  );
}
