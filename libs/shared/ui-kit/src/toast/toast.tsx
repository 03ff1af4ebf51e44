import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DEFAULT_DURATION_MS, TOAST_DURATION_MS, TOAST_LIMIT } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { cx } from '../lib/cx';
import { uiMessages } from '../lib/messages';

/** Tone of a toast; errors interrupt screen readers (assertive), the rest wait (polite). */
export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

/** What {@link ToastApi.show} accepts. */
export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Time before auto-close in ms; defaults to TOAST_DEFAULT_DURATION_MS (5000, SPEC 9 "generic toasts"). */
  durationMs?: number;
}

/** The toast API returned by {@link useToast}; each call returns the toast's id. */
export interface ToastApi {
  /** Success toast for TOAST_DURATION_MS (6000 ms); text defaults to 'Успешно выполнено'. */
  success(text?: ReactNode): string;
  /** Error toast for TOAST_DURATION_MS (6000 ms). */
  error(text: ReactNode): string;
  /** Any toast. */
  show(options: ToastOptions): string;
  /** Closes a toast early (it animates out, then leaves the list). */
  dismiss(id: string): void;
}

/** Time a closed toast stays in the list so its leave animation can play (radix unmounts it earlier). */
export const TOAST_REMOVE_DELAY_MS = 300;
/** How often the remaining-time bar is refreshed. */
const PROGRESS_TICK_MS = 100;

interface ToastItem {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  durationMs: number;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Holds the toast list and renders the viewport (bottom-right, 16 px gap, 24rem wide, full width on phones).
 * Mount once near the root; at most TOAST_LIMIT (5) toasts show, a newer one drops the oldest.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  // Radix pauses every toast together (hover, focus, window blur), so one flag serves all progress bars.
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);
  const removeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = removeTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id: string) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, open: false } : item)));
    if (removeTimers.current.has(id)) return;
    removeTimers.current.set(
      id,
      setTimeout(() => {
        removeTimers.current.delete(id);
        setItems((list) => list.filter((item) => item.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }, []);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    const item: ToastItem = {
      id,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'info',
      durationMs: options.durationMs ?? TOAST_DEFAULT_DURATION_MS,
      open: true,
    };
    setItems((list) => {
      const open = list.filter((t) => t.open);
      const overflow = open.length + 1 - TOAST_LIMIT;
      const dropped = new Set(overflow > 0 ? open.slice(0, overflow).map((t) => t.id) : []);
      return [...list.filter((t) => !dropped.has(t.id)), item];
    });
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (text) => show({ title: text ?? ru.common.success, variant: 'success', durationMs: TOAST_DURATION_MS }),
      error: (text) => show({ title: text, variant: 'error', durationMs: TOAST_DURATION_MS }),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider label={uiMessages.toastLabel} swipeDirection="right" duration={TOAST_DEFAULT_DURATION_MS}>
        {children}
        {items.map((item) => (
          <ToastView
            key={item.id}
            item={item}
            paused={paused}
            onDismiss={dismiss}
            onPause={() => setPaused(true)}
            onResume={() => setPaused(false)}
          />
        ))}
        <RadixToast.Viewport className="ui-toast-viewport" label={uiMessages.toastRegion} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

interface ToastViewProps {
  item: ToastItem;
  paused: boolean;
  onDismiss(id: string): void;
  onPause(): void;
  onResume(): void;
}

function ToastView({ item, paused, onDismiss, onPause, onResume }: ToastViewProps) {
  const remainingMs = useRemainingTime(item.durationMs, paused || !item.open);
  const percent = Math.round((remainingMs / item.durationMs) * 100);
  return (
    <RadixToast.Root
      className={cx('ui-toast', `ui-toast--${item.variant}`, 'ui-motion')}
      open={item.open}
      onOpenChange={(open) => {
        if (!open) onDismiss(item.id);
      }}
      duration={item.durationMs}
      type={item.variant === 'error' ? 'foreground' : 'background'}
      onPause={onPause}
      onResume={onResume}
    >
      <span className="ui-toast__icon" aria-hidden="true">
        <ToastIcon variant={item.variant} />
      </span>
      <div className="ui-toast__body">
        <RadixToast.Title className="ui-toast__title">{item.title}</RadixToast.Title>
        {item.description && <RadixToast.Description className="ui-toast__description">{item.description}</RadixToast.Description>}
      </div>
      <RadixToast.Close className="ui-toast__close" aria-label={ru.common.close}>
        <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </RadixToast.Close>
      <div
        className="ui-toast__progress"
        role="progressbar"
        aria-label={uiMessages.toastRemaining}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-paused={paused || undefined}
      >
        <div className="ui-toast__progress-fill" style={{ transform: `scaleX(${remainingMs / item.durationMs})` }} />
      </div>
    </RadixToast.Root>
  );
}

/** Counts a duration down in PROGRESS_TICK_MS steps, holding still while paused. */
function useRemainingTime(durationMs: number, paused: boolean): number {
  const [remaining, setRemaining] = useState(durationMs);
  const remainingRef = useRef(durationMs);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const startRemaining = remainingRef.current;
    const tick = () => {
      remainingRef.current = Math.max(0, startRemaining - (Date.now() - startedAt));
      setRemaining(remainingRef.current);
    };
    const timer = setInterval(tick, PROGRESS_TICK_MS);
    return () => {
      clearInterval(timer);
      tick();
    };
  }, [paused]);
  return remaining;
}

function ToastIcon({ variant }: { variant: ToastVariant }) {
  const common = { viewBox: '0 0 24 24', width: 20, height: 20, fill: 'none', stroke: 'currentColor', strokeWidth: 2, focusable: false } as const;
  switch (variant) {
    case 'success':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'error':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
        </svg>
      );
    case 'warning':
      return (
        <svg {...common}>
          <path d="M12 3.5L2.5 20h19L12 3.5Z" strokeLinejoin="round" />
          <path d="M12 10v4.5M12 17.5v.01" strokeLinecap="round" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5.5M12 7.5v.01" strokeLinecap="round" />
        </svg>
      );
  }
}
