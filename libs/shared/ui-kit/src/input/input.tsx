import { useState, type ComponentPropsWithRef } from 'react';
import { ru } from '@shop/i18n-ru';
import { cx } from '../lib/cx';
import { FieldFrame, useFieldControl, type FieldProps } from '../lib/field';

/** Props of {@link Input}: every native input prop plus a label, an error and a hint. */
export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'>, FieldProps {}

/**
 * A labelled text field. The error is rendered next to the field and linked via aria-describedby;
 * `type="password"` adds a show/hide toggle named 'Показать пароль' / 'Скрыть пароль'.
 * Works with react-hook-form's `register()` (the ref is forwarded as a prop in React 19).
 */
export function Input({
  label,
  error,
  hint,
  id,
  type = 'text',
  className,
  wrapperClassName,
  required,
  ...rest
}: InputProps) {
  const field = useFieldControl({ id, error, hint, describedBy: rest['aria-describedby'] });
  const [passwordShown, setPasswordShown] = useState(false);
  const isPassword = type === 'password';

  return (
    <FieldFrame
      field={field}
      label={label}
      error={error}
      hint={hint}
      required={required}
      wrapperClassName={wrapperClassName}
    >
      <div className={cx('ui-field__control', isPassword && 'ui-field__control--with-toggle')}>
        <input
          {...rest}
          {...field.aria}
          id={field.controlId}
          type={isPassword && passwordShown ? 'text' : type}
          required={required}
          className={cx('ui-input', className)}
        />
        {isPassword && (
          <button
            type="button"
            className="ui-field__toggle"
            aria-label={passwordShown ? ru.common.hidePassword : ru.common.showPassword}
            aria-controls={field.controlId}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {passwordShown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
    </FieldFrame>
  );
}

function EyeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 3l18 18" strokeLinecap="round" />
      <path
        d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6"
        strokeLinejoin="round"
      />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}
