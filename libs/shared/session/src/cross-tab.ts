/** Minimal `Storage` the store needs (localStorage in browsers). */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Listener of storage changes made by other tabs (`key` null = storage cleared). */
export type StorageListener = (key: string | null, newValue: string | null) => void;

/**
 * Cross-tab plumbing shared by the session, cart and favorites stores (SPEC 4): the tab's localStorage, when
 * the browser allows it, and the other tabs' changes to it.
 */
export function browserStorage(): SessionStorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage can be blocked (privacy settings); the session still works, only cross-tab sync is lost.
    return null;
  }
}

export function windowStorageEvents(listener: StorageListener): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handler = (event: StorageEvent) => listener(event.key, event.newValue);
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

/** Tells the other tabs that `key` happened; a new value each time, so their `storage` event fires even for a repeat. */
export function broadcastEvent(storage: SessionStorageLike | null, key: string, now: () => number = Date.now): void {
  try {
    storage?.setItem(key, String(now()));
  } catch {
    // Storage full or blocked: other tabs simply do not follow.
  }
}

/** Forgets events left over from an earlier visit, so a new tab does not act on them (SPEC 4: cleared on start). */
export function clearEvents(storage: SessionStorageLike | null, keys: readonly string[]): void {
  for (const key of keys) {
    try {
      storage?.removeItem(key);
    } catch {
      // Blocked storage: nothing to clear.
    }
  }
}
