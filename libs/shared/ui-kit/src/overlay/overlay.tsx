import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../lib/cx';

/** What an overlay's render function receives. */
export interface OverlayControls<R> {
  /** Resolves the `open()` promise with `result` and starts the leave animation. */
  close(result?: R): void;
  /** False once `close` was called, while the leave animation plays; pass it to `open` of a dialog. */
  isOpen: boolean;
}

/** Renders one overlay (dialog, drawer…); called again on every update. */
export type OverlayRender<R> = (controls: OverlayControls<R>) => ReactNode;

/** The overlay API of {@link useOverlay}. */
export interface OverlayApi {
  /**
   * Mounts `render({ close })` and resolves with the value passed to `close` (undefined when dismissed,
   * e.g. by Escape). The element unmounts only after its leave animation ends.
   */
  open<R = undefined>(render: OverlayRender<R>): Promise<R | undefined>;
  /** Closes every open overlay with an undefined result. */
  closeAll(): void;
}

/** Longest wait for `animationend` before a closing overlay is unmounted anyway (no animation, reduced motion, jsdom). */
export const OVERLAY_LEAVE_FALLBACK_MS = 400;

interface OverlayEntry {
  id: number;
  render: OverlayRender<unknown>;
  closing: boolean;
  resolve(result: unknown): void;
}

const OverlayContext = createContext<OverlayApi | null>(null);
const OverlayItemContext = createContext<OverlayControls<unknown> | null>(null);

/** Props of {@link OverlayProvider}. */
export interface OverlayProviderProps {
  children?: ReactNode;
}

/** Holds the stack of overlays opened with {@link useOverlay}; mount once near the root (inside ToastProvider is fine). */
export function OverlayProvider({ children }: OverlayProviderProps) {
  const [entries, setEntries] = useState<OverlayEntry[]>([]);
  const entriesRef = useRef<OverlayEntry[]>([]);
  const nextId = useRef(0);
  const fallbackTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const update = useCallback((fn: (list: OverlayEntry[]) => OverlayEntry[]) => {
    entriesRef.current = fn(entriesRef.current);
    setEntries(entriesRef.current);
  }, []);

  const unmount = useCallback(
    (id: number) => {
      const timer = fallbackTimers.current.get(id);
      if (timer !== undefined) clearTimeout(timer);
      fallbackTimers.current.delete(id);
      update((list) => list.filter((entry) => entry.id !== id));
    },
    [update],
  );

  const close = useCallback(
    (id: number, result: unknown) => {
      const entry = entriesRef.current.find((e) => e.id === id);
      if (!entry || entry.closing) return;
      entry.resolve(result);
      update((list) => list.map((e) => (e.id === id ? { ...e, closing: true } : e)));
      fallbackTimers.current.set(
        id,
        setTimeout(() => unmount(id), OVERLAY_LEAVE_FALLBACK_MS),
      );
    },
    [update, unmount],
  );

  useEffect(() => {
    const timers = fallbackTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<OverlayApi>(
    () => ({
      open<R>(render: OverlayRender<R>) {
        return new Promise<R | undefined>((resolve) => {
          nextId.current += 1;
          const entry: OverlayEntry = {
            id: nextId.current,
            render: render as OverlayRender<unknown>,
            closing: false,
            resolve: resolve as (result: unknown) => void,
          };
          update((list) => [...list, entry]);
        });
      },
      closeAll() {
        entriesRef.current.forEach((entry) => close(entry.id, undefined));
      },
    }),
    [update, close],
  );

  return (
    <OverlayContext.Provider value={api}>
      {children}
      {entries.map((entry) => (
        <OverlaySlot key={entry.id} entry={entry} onClose={close} onLeft={unmount} />
      ))}
    </OverlayContext.Provider>
  );
}

interface OverlaySlotProps {
  entry: OverlayEntry;
  onClose(id: number, result: unknown): void;
  onLeft(id: number): void;
}

function OverlaySlot({ entry, onClose, onLeft }: OverlaySlotProps) {
  const { id, closing, render } = entry;
  const controls = useMemo<OverlayControls<unknown>>(
    () => ({ isOpen: !closing, close: (result?: unknown) => onClose(id, result) }),
    [id, closing, onClose],
  );
  return (
    <OverlayItemContext.Provider value={controls}>
      {/* React bubbles animationend through portals, so a portalled dialog's leave animation ends here too. */}
      <div
        className={cx('ui-overlay-slot')}
        data-state={closing ? 'closed' : 'open'}
        onAnimationEnd={() => {
          if (closing) onLeft(id);
        }}
      >
        <OverlayContent render={render} controls={controls} />
      </div>
    </OverlayItemContext.Provider>
  );
}

function OverlayContent({ render, controls }: { render: OverlayRender<unknown>; controls: OverlayControls<unknown> }) {
  return <>{render(controls)}</>;
}

/** The overlay API of the nearest {@link OverlayProvider}. */
export function useOverlay(): OverlayApi {
  const api = useContext(OverlayContext);
  if (!api) throw new Error('useOverlay() needs an <OverlayProvider> above it.');
  return api;
}

/** The controls of the overlay this component is rendered in, or null outside one (used by Dialog). */
export function useOverlayItem<R = unknown>(): OverlayControls<R> | null {
  return useContext(OverlayItemContext) as OverlayControls<R> | null;
}
