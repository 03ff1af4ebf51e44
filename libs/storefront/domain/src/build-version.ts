/** Public file the build writes (see vite.config.ts); its `version` changes with every deploy. */
export const BUILD_VERSION_URL = '/build-version.json';

/** How often a tab checks for a newer build. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * True when the deployed build differs from `current` (the version baked into this bundle).
 * Failures (offline, 404 during a deploy) answer false: a reload is only worth it when we know.
 */
export async function isNewerBuildAvailable(current: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(BUILD_VERSION_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return false;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' && body.version !== '' && body.version !== current;
  } catch {
    return false;
  }
}
