import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@shop/api-contract';
import { HTTP_HEADERS, HTTP_TIMEOUT_MS } from '@shop/domain';
import { ApiError } from './api-error';

/** SPEC 7: a 401/403 from these is the answer itself, so no refresh-and-retry. */
const NO_RETRY_PATHS: ReadonlySet<string> = new Set(['/api/v1/auth/login', '/api/v1/auth/token/refresh']);

type MaybePromise<T> = T | Promise<T>;

/** How the client learns the caller's identity and reacts to an expired session. */
export interface ApiClientOptions {
  /** API origin (e.g. `http://127.0.0.1:3100`), or '' for same-origin calls. */
  baseUrl: string;
  /** The fetch to use (server-side forwarding, tests); defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  /** Current access token, if signed in: sent as `Authorization: Bearer`. */
  getAccessToken?: () => MaybePromise<string | null | undefined>;
  /** Current cart id, if any: sent as `X-Cart-Id`. */
  getCartId?: () => MaybePromise<string | null | undefined>;
  /** Anonymous visitor id: sent as `X-Anonymous-User-Id` when not signed in. */
  getAnonymousUserId?: () => MaybePromise<string | null | undefined>;
  /**
   * Called on a 401/403 (except login and refresh): refresh the session and resolve true when
   * the call should be retried once. Concurrent failures share one call.
   */
  onUnauthorized?: () => Promise<boolean>;
  /** Per-attempt timeout in milliseconds (default 30 000). */
  timeoutMs?: number;
}

/** The typed client of the shop API (openapi-fetch over the generated `paths`). */
export type ApiClient = Client<paths, 'application/json'>;

/**
 * Creates the typed API client: identity headers, `credentials: 'include'`, a timeout per
 * attempt, and one retry after a session refresh on 401/403. It never toasts or redirects.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  // Resolved per call so a fetch stubbed or replaced after creation is honoured.
  const send = (request: Request) => (options.fetch ?? globalThis.fetch)(request);
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: send, credentials: 'include' });

  /** Untouched copies of retryable requests, taken before their body is consumed. */
  const pristine = new Map<string, Request>();
  let refreshing: Promise<boolean> | undefined;

  async function prepare(request: Request): Promise<Request> {
    const headers = new Headers(request.headers);
    const [token, cartId, anonymousUserId] = await Promise.all([
      options.getAccessToken?.(),
      options.getCartId?.(),
      options.getAnonymousUserId?.(),
    ]);
    headers.delete('Authorization');
    headers.delete(HTTP_HEADERS.anonymousUserId);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else if (anonymousUserId) headers.set(HTTP_HEADERS.anonymousUserId, anonymousUserId);
    if (cartId) headers.set(HTTP_HEADERS.cartId, cartId);
    else headers.delete(HTTP_HEADERS.cartId);
    return new Request(request, {
      headers,
      credentials: 'include',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]),
    });
  }

  function refreshOnce(): Promise<boolean> {
    refreshing ??= (options.onUnauthorized?.() ?? Promise.resolve(false))
      .catch(() => false)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  const middleware: Middleware = {
    async onRequest({ request, schemaPath, id }) {
      if (options.onUnauthorized && !NO_RETRY_PATHS.has(schemaPath)) pristine.set(id, request.clone());
      return prepare(request);
    },
    async onResponse({ response, id }) {
      const original = pristine.get(id);
      pristine.delete(id);
      if (!original || (response.status !== 401 && response.status !== 403)) return undefined;
      if (!(await refreshOnce())) return undefined;
      await response.body?.cancel();
      try {
        return await send(await prepare(original));
      } catch (error) {
        throw toTransportError(error);
      }
    },
    onError({ error, id }) {
      pristine.delete(id);
      return toTransportError(error);
    },
  };
  client.use(middleware);
  return client;
}

/** Timeouts and network failures become `ApiError`s too, so callers handle one error type. */
function toTransportError(error: unknown): Error {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'TimeoutError') {
    return new ApiError({ status: 0, code: 0, kind: 'timeout', message: 'The request timed out', cause: error });
  }
  if (name === 'AbortError') return error as Error;
  return new ApiError({ status: 0, code: 0, kind: 'network', message: 'The network request failed', cause: error });
}
