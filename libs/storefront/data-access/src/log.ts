import { createApiClient } from '@shop/api-client';

/**
 * SPEC 8: a failure is written to the console and sent to the log call (`POST /api/v1/logger/push`).
 * Fire-and-forget: logging must never fail the caller. `apiBase` is '' in the browser (same origin).
 */
export function logFailure(apiBase: string, placement: string, error: unknown, fetchImpl?: typeof fetch): Promise<void> {
  console.error(`[${placement}]`, error);
  const api = createApiClient({ baseUrl: apiBase, timeoutMs: 5000, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const payload =
    error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
  return api
    .POST('/api/v1/logger/push', { body: { level: 'error', placement: `storefront:${placement}`, payload } })
    .then(
      () => undefined,
      () => undefined,
    );
}
