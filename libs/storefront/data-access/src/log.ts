import { createApiClient, isApiError } from '@shop/api-client';
import { toastText } from '@shop/errors';

/**
 * SPEC 8: a failure is written to the console and sent to the log call (`POST /api/v1/logger/push`).
 * Fire-and-forget: logging must never fail the caller. `apiBase` is '' in the browser (same origin).
 */
export function logFailure(
  apiBase: string,
  placement: string,
  error: unknown,
  fetchImpl?: typeof fetch,
): Promise<void> {
  console.error(`[${placement}]`, error);
  const api = createApiClient({ baseUrl: apiBase, timeoutMs: 5000, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const payload = error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
  return api
    .POST('/api/v1/logger/push', { body: { level: 'error', placement: `storefront:${placement}`, payload } })
    .then(
      () => undefined,
      () => undefined,
    );
}

/**
 * The toast text of a failed call in the browser, by SPEC 8 (the error catalogue's client texts). A failure that is
 * not the visitor's doing (no answer, or 5xx) is logged as well; a refusal (4xx) is an answer, not a failure.
 */
export function failureToastText(placement: string, error: unknown): string {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) void logFailure('', placement, error);
  return toastText(error, { nameTransport: false });
}
