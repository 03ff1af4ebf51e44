import { claimReload, isChunkLoadError } from '@shop/domain';

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
