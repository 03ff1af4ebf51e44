import type { ReactNode } from 'react';

/** Tone of a toast; errors interrupt screen readers (assertive), the rest wait (polite). */
export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

/** One toast in the list (closed ones stay until their leave animation is over). */
export interface ToastItem {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  durationMs: number;
  open: boolean;
}
