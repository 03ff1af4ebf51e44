import { PAGE_RELOAD_GUARD_EXPIRY_MS } from './constants';

/** sessionStorage key holding the time of the last automatic reload over a missing chunk or a new build (both apps). */
export const RELOAD_GUARD_KEY = 'page_reload_guard';

/** Messages browsers give when a code-split chunk (JS or CSS) of an older build is gone. */
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /chunkloaderror/i,
  /loading (css )?chunk \S+ failed/i,
];

/** True when `reason` (an Error, an event's error or a message) is a failed chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  const text =
    reason instanceof Error
      ? `${reason.name} ${reason.message}`
      : typeof reason === 'string'
        ? reason
        : typeof reason === 'object' && reason !== null && 'message' in reason
          ? String((reason as { message: unknown }).message)
          : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * Decides whether an automatic reload may happen now and, if so, records it.
 * A second failure within `expiryMs` of the last reload returns false, so a broken deploy cannot loop.
 */
export function claimReload(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  expiryMs: number = PAGE_RELOAD_GUARD_EXPIRY_MS,
): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(RELOAD_GUARD_KEY));
  } catch {
    // Storage can be disabled (privacy mode); setItem below fails too and then no reload happens.
  }
  if (Number.isFinite(last) && last > 0 && now - last < expiryMs) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}
