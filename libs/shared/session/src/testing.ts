import { ErrorCode } from '@shop/errors';
import type { User } from '@shop/domain';
import type { StorageListener } from './cross-tab';

/**
 * A signed-in customer as `GET /api/v1/user/current` describes one, for tests of anything that holds a
 * session; pass only what a test is about. Test-only: exported as `@shop/session/testing`.
 */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '8d6f1f0e-3b7a-4c59-9a3e-2f1d0c9b8a71',
    email: 'ivan@example.ru',
    emailIsConfirmed: false,
    phone: null,
    phoneIsConfirmed: false,
    firstName: 'Иван',
    middleName: null,
    lastName: null,
    isActive: true,
    role: 'customer',
    requisitesFileId: null,
    companyTitle: null,
    position: null,
    isCustomerGroupAssigned: false,
    latestIntegratorRequestStatus: null,
    ...overrides,
  };
}

/** A reply factory: each call gets a fresh Response (bodies can be read once). */
export const json = (status: number, body: unknown) => () =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const jwt = (n: number) =>
  json(200, { payload: { jwt: { accessToken: `access-${n}`, refreshToken: `refresh-${n}` } } });
export const fail = (status: number, code: number) => json(status, { error: code, message: 'Ошибка' });

export type Handler = (request: Request) => Response | Promise<Response>;

/** A fake API: answers by "METHOD path" and records every request with its Authorization header and body. */
export function fakeApi(routes: Record<string, Handler | Handler[]>) {
  const seen: { route: string; auth: string | null; body: string }[] = [];
  const counts = new Map<string, number>();
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const route = `${request.method} ${new URL(request.url).pathname}`;
    seen.push({
      route,
      auth: request.headers.get('authorization'),
      body: request.body ? await request.clone().text() : '',
    });
    const handler = routes[route];
    if (!handler) return fail(404, ErrorCode.RecordNotFound)();
    const n = counts.get(route) ?? 0;
    counts.set(route, n + 1);
    const pick = Array.isArray(handler) ? handler[Math.min(n, handler.length - 1)] : handler;
    if (!pick) throw new Error(`no reply scripted for ${route}`);
    return pick(request);
  }) as typeof globalThis.fetch;
  const calls = (route: string) => seen.filter((s) => s.route === route);
  return { fetch, seen, calls };
}

/** In-memory localStorage plus a way to play other tabs' storage events. */
export function fakeTabs() {
  const items = new Map<string, string>();
  const listeners = new Set<StorageListener>();
  return {
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    items,
    subscribeStorage: (listener: StorageListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    otherTabSets: (key: string, value: string | null) => listeners.forEach((listener) => listener(key, value)),
    listenerCount: () => listeners.size,
  };
}
