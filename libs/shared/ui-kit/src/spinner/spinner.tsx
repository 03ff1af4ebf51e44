import { ru } from '@shop/i18n-ru';
import { cx } from '../lib/cx';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; defaults to 'Загрузка…'. Ignored when `decorative`. */
  label?: string;
  /** Hide from assistive technology when something else (e.g. aria-busy) already tells the state. */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator; announces itself as a status unless decorative. */
export function Spinner({ size = 'md', label = ru.common.loading, decorative = false, className }: SpinnerProps) {
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'status', 'aria-label': label };
  return (
    <span className={cx('ui-spinner', `ui-spinner--${size}`, className)} {...a11y}>
      <svg className="ui-spinner__svg" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className="ui-spinner__track" cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
