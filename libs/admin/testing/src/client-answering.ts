import { createApiClient, type ApiClient } from '@shop/api-client';
import { vi } from 'vitest';

/**
 * The app's typed client over a fetch that records a copy of every request and answers with
 * `reply(request)` as JSON (null: 204 without a body), as an admin with a bearer token.
 */
export function clientAnswering(
  reply: (request: Request) => unknown = () => ({ payload: {} }),
  status = 200,
): { client: ApiClient; requests: Request[] } {
  const requests: Request[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request.clone());
    const body = reply(request);
    return body === null
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetchImpl as unknown as typeof fetch,
    getAccessToken: () => 'admin-token',
  });
  return { client, requests };
}

/** 'GET /api/v1/…?query' of a recorded request. */
export function requestLine(request: Request | undefined): string {
  const url = new URL(request?.url ?? 'http://none');
  return `${request?.method} ${url.pathname}${url.search}`;
}
