import { useId, type ReactNode } from 'react';
import { cx } from './cx';

/** What every labelled field of the kit takes besides its control's own props. */
export interface FieldProps {
  /** Visible label, tied to the control. */
  label: ReactNode;
  /** Error message; marks the control aria-invalid and is read with it. */
  error?: ReactNode;
  /** Help text under the control, read with it. */
  hint?: ReactNode;
  /** Class of the outer wrapper (label + control + messages). */
  wrapperClassName?: string;
}

/** True when a message is there to show (not undefined, null, false or ''). */
export function isShown(message: ReactNode): boolean {
  return message !== undefined && message !== null && message !== false && message !== '';
}

/**
 * The ids and ARIA attributes of a field's control: its id (the given one or a generated one), aria-invalid while
 * there is an error, and aria-describedby naming the caller's own ids, then the error, then the hint.
 */
export function useFieldControl({
  id,
  error,
  hint,
  describedBy,
}: {
  id?: string;
  error?: ReactNode;
  hint?: ReactNode;
  describedBy?: string;
}) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-field`;
  const errorId = isShown(error) ? `${controlId}-error` : undefined;
  const hintId = isShown(hint) ? `${controlId}-hint` : undefined;
  return {
    controlId,
    errorId,
    hintId,
    aria: {
      'aria-invalid': errorId ? true : undefined,
      'aria-describedby': [describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** The ids {@link useFieldControl} gave a field. */
export type FieldControl = ReturnType<typeof useFieldControl>;

/** The kit's field markup around a control: the label (with a star when required), the control, the error and the hint. */
export function FieldFrame({
  field,
  label,
  error,
  hint,
  required,
  wrapperClassName,
  children,
}: FieldProps & { field: FieldControl; required?: boolean | undefined; children: ReactNode }) {
  return (
    <div className={cx('ui-field', field.errorId && 'ui-field--invalid', wrapperClassName)}>
      <label className="ui-field__label" htmlFor={field.controlId}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {field.errorId && (
        <p id={field.errorId} className="ui-field__error">
          {error}
        </p>
      )}
      {field.hintId && (
        <p id={field.hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
