import { createApiClient, type ApiClient } from '@shop/api-client';
import { createSessionStore, type SessionStore } from '@shop/session';
import { vi } from 'vitest';

/** A JSON reply. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replies by 'METHOD /path'; anything unrouted answers 404 with code 6, like the API. */
export type FakeRoutes = Record<string, (request: Request) => Response | Promise<Response>>;

/** A fetch that answers from `routes` and records every request as 'METHOD /path'. */
export function fakeFetch(routes: FakeRoutes) {
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const route = routes[key];
    return route ? route(request) : json(404, { error: 6, message: 'Не найдено' });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

/** A real session store and API client of the shared libs over a fake fetch (no storage, no reloads). */
export function fakeSession(routes: FakeRoutes): { session: SessionStore; api: ApiClient; calls: string[] } {
  const { fetchImpl, calls } = fakeFetch(routes);
  const session: SessionStore = createSessionStore({
    api: () => api,
    storage: null,
    subscribeStorage: () => () => undefined,
    reload: vi.fn(),
  });
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetchImpl,
    getAccessToken: session.getAccessToken,
    onUnauthorized: session.onUnauthorized,
  });
  return { session, api, calls };
}

const jwt = (accessToken: string) =>
  json(200, { payload: { jwt: { accessToken, refreshToken: `refresh-${accessToken}` } } });

/**
 * API routes of a visitor: 'admin' has a root session cookie, 'customer' a customer's, 'anonymous' none.
 * Logging in as `credentials` gives that role's session; logging out forgets the session like the cookie would.
 */
export function identityRoutes(
  who: 'admin' | 'customer' | 'anonymous',
  { email = 'root@shop.test', login }: { email?: string; login?: { password: string; as: 'admin' | 'customer' } } = {},
): FakeRoutes {
  let current = who;
  return {
    'POST /api/v1/auth/token/refresh': () =>
      current === 'anonymous' ? json(401, { error: 23, message: 'Сессия истекла' }) : jwt(`${current}-token`),
    'POST /api/v1/auth/login': async (request) => {
      const body = (await request.json()) as { email: string | null; password: string | null };
      if (!login || body.password !== login.password)
        return json(401, { error: 23, message: 'Неверный адрес электронной почты или пароль' });
      current = login.as;
      return jwt(`${current}-token`);
    },
    'GET /api/v1/auth/permission/can': (request) =>
      request.headers.get('authorization') === 'Bearer admin-token'
        ? new Response(null, { status: 204 })
        : json(request.headers.get('authorization') ? 403 : 401, { error: 5, message: 'Нет прав' }),
    // Like the API, which answers from the refresh cookie: only a visitor with a session has one.
    'GET /api/v1/auth/token/need-update': () => json(200, { payload: { need: current !== 'anonymous' } }),
    'GET /api/v1/user/current': () =>
      json(200, {
        payload: {
          customerUser: {
            id: '00000000-0000-4000-8000-000000000001',
            email,
            role: current === 'admin' ? 'root' : 'customer',
          },
        },
      }),
    'POST /api/v1/auth/logout': () => {
      current = 'anonymous';
      return new Response(null, { status: 204 });
    },
  };
}
