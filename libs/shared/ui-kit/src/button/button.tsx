import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../lib/cx';
import { Spinner } from '../spinner/spinner';

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Height and padding of a {@link Button}. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}: every native button prop plus the kit's variant, size and loading state. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and swallows clicks (also the implicit submit of a form). */
  loading?: boolean;
  /** Stretch to the container's width (handy on phones). */
  fullWidth?: boolean;
}

/**
 * A button. Keeps the native default `type` (submit inside a form), so pass `type="button"` for actions.
 * While `loading` it stays focusable and keeps its width; clicks are ignored.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      className={cx(
        'ui-button',
        `ui-button--${variant}`,
        `ui-button--${size}`,
        fullWidth && 'ui-button--full',
        className,
      )}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading && (
        <span className="ui-button__spinner">
          <Spinner size="sm" decorative />
        </span>
      )}
      <span className="ui-button__label">{children}</span>
    </button>
  );
}
