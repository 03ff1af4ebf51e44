import type { ReactNode } from 'react';
import { cx } from '../lib/cx';

/** What a badge's colour says: blue news, green done, red refused, amber waits for someone, grey closed. */
export type BadgeTone = 'info' | 'success' | 'danger' | 'warning' | 'neutral';

/** Props of {@link Badge}. */
export interface BadgeProps {
  tone: BadgeTone;
  /** `sm` for a table cell (the admin's lists), `md` beside running text (the storefront's pages). */
  size?: 'sm' | 'md';
  /** Let a long word wrap (a badge stays on one line by default). */
  wrap?: boolean;
  className?: string;
  children: ReactNode;
}

/** A status word on a soft coloured pill. The word carries the meaning; the colour only helps. */
export function Badge({ tone, size = 'md', wrap = false, className, children }: BadgeProps) {
  return (
    <span className={cx('ui-badge', `ui-badge--${size}`, `ui-badge--${tone}`, wrap && 'ui-badge--wrap', className)}>
      {children}
    </span>
  );
}
