import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_DEFAULT_DURATION_MS, TOAST_DURATION_MS, TOAST_LIMIT } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import type { ToastItem, ToastVariant } from './toast-item';

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

const ToastContext = createContext<ToastApi | null>(null);

const ToastRegion = lazy(() => import('./toast-region'));

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

  // The region (Radix and the toast views) is a chunk of its own, fetched with the first toast: most pages
  // never show one, so it stays out of their first load. Once loaded it stays mounted.
  const [regionWanted, setRegionWanted] = useState(false);
  if (items.length > 0 && !regionWanted) setRegionWanted(true);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {regionWanted ? (
        <Suspense fallback={null}>
          <ToastRegion
            items={items}
            paused={paused}
            onDismiss={dismiss}
            onPause={() => setPaused(true)}
            onResume={() => setPaused(false)}
          />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest {@link ToastProvider}. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
