import { PAGE_RELOAD_GUARD_EXPIRY_MS } from '@shop/domain';

/** sessionStorage key holding when the admin last reloaded itself over a missing chunk. */
export const RELOAD_GUARD_KEY = 'page_reload_guard';

/** Messages browsers give when a code-split chunk (JS, or the CSS Vite preloads with it) of an older build is gone. */
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** True when `reason` (an Error or a message) is a failed chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * Decides whether an automatic reload may happen now and, if so, records it: a second one within `expiryMs` of
 * the last is refused, so a broken deploy cannot reload in a loop. Storage that cannot be written refuses too.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number, expiryMs = PAGE_RELOAD_GUARD_EXPIRY_MS): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < expiryMs) return false;
    storage.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** What {@link loadChunk} needs from the browser; tests pass their own. */
export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

/** Where a reload over a missing chunk goes, null for the current address (see {@link setChunkReloadTarget}). */
let reloadTarget: () => string | null = () => null;

/**
 * Names where a reload over a missing chunk should go. main.tsx passes the router's pending navigation: a client
 * navigation has not changed the address yet when its chunk fails, and reloading the current page would drop it.
 */
export function setChunkReloadTarget(target: () => string | null): void {
  reloadTarget = target;
}

function browserDeps(): ChunkReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Blocked storage (privacy settings): no guard can be kept, so no automatic reload.
  }
  return { storage, now: Date.now, reload: () => window.location.assign(reloadTarget() ?? window.location.href) };
}

/**
 * Loads a code-split module. When its chunk is gone (a deploy replaced the build this tab started from), the page
 * reloads once, so that the new index.html names the new chunks, and the promise never settles meanwhile: the
 * loading bar keeps running until the reload. Any other error, or a second chunk failure within
 * `PAGE_RELOAD_GUARD_EXPIRY_MS`, rejects, and the route's error page shows it.
 */
export async function loadChunk<T>(load: () => Promise<T>, deps: ChunkReloadDeps = browserDeps()): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error) && deps.storage !== null && claimReload(deps.storage, deps.now())) {
      deps.reload();
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
