import { SCROLL_RESTORE_DELAY_MS } from '@shop/domain';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Where the positions live in sessionStorage: one JSON object of history-entry key → vertical offset in CSS pixels. */
export const SCROLL_POSITIONS_KEY = 'sf-scroll-positions';

/** Entries kept; the oldest go first, so a long session cannot fill the storage. */
const MAX_POSITIONS = 50;

type Positions = Record<string, number>;

function readAll(storage: Storage): Positions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/** The remembered offset of a history entry; null when there is none. */
export function readScrollPosition(storage: Storage, key: string): number | null {
  const value = readAll(storage)[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** Remembers a history entry's offset (the newest last, at most {@link MAX_POSITIONS}); a full or blocked storage is ignored. */
export function writeScrollPosition(storage: Storage, key: string, y: number): void {
  const positions = readAll(storage);
  delete positions[key];
  positions[key] = Math.round(y);
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) delete positions[old];
  try {
    storage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Private mode or a full storage: the page simply is not restored.
  }
}

// Layout effects run in the commit, before React Router's <ScrollRestoration> moves the window for the next page,
// so the entry we leave stops recording before that move. On the server there is nothing to do.
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** What the visitor does to scroll by themselves; any of it cancels a pending restore. */
const OWN_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * SPEC 4 and 9: the page remembers its scroll position per history entry and, when the visitor comes back to it
 * (back, forward, reload), restores it after {@link SCROLL_RESTORE_DELAY_MS} (200 ms), once late content (images,
 * fonts, tables) has laid out. A visitor who scrolls by themselves in the meantime keeps their place.
 */
export function useRememberedScroll(delayMs: number = SCROLL_RESTORE_DELAY_MS): void {
  const { key } = useLocation();
  useCommitEffect(() => {
    const storage = window.sessionStorage;
    let frame = 0;
    const remember = () => {
      if (frame !== 0) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        writeScrollPosition(storage, key, window.scrollY);
      });
    };

    const saved = readScrollPosition(storage, key);
    let timer: number | undefined;
    const cancelRestore = () => {
      window.clearTimeout(timer);
      for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, cancelRestore);
    };
    if (saved !== null) {
      timer = window.setTimeout(() => {
        cancelRestore();
        window.scrollTo(0, saved);
      }, delayMs);
      for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, cancelRestore, { passive: true });
    }

    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelRestore();
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [key, delayMs]);
}
