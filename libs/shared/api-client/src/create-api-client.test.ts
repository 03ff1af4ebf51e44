import { describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from './api-error';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import { unwrap } from './unwrap';

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: string;
}

type Reply = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const CART = {
  id: '6f1c7c5e-5d5e-4a55-9d0e-1a2b3c4d5e6f',
  createdAt: '2026-03-05T10:00:00Z',
  userId: null,
  cartProductList: [],
  total: '0.00',
};
const ok = () => json(200, { payload: { cart: CART } });

/** A fetch that records what it was sent and answers from a script, one reply per call. */
function fakeFetch(...replies: Reply[]) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    seen.push({
      method: request.method,
      url: request.url,
      headers: new Headers(request.headers),
      credentials: request.credentials,
      body: request.body ? await request.clone().text() : '',
    });
    const reply = replies[Math.min(seen.length, replies.length) - 1];
    if (!reply) throw new Error('no scripted reply');
    return reply(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, seen };
}

function client(fake: ReturnType<typeof fakeFetch>, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: 'http://api.test', fetch: fake.fetch, ...options });
}

describe('createApiClient: identity headers', () => {
  it('sends the Bearer token and the cart id, not the anonymous id, when signed in', async () => {
    const fake = fakeFetch(ok);
    const api = client(fake, {
      getAccessToken: () => 'access-1',
      getCartId: async () => 'cart-1',
      getAnonymousUserId: () => 'anon-1',
    });
    const data = unwrap(await api.GET('/api/v1/cart'));
    expect(data.payload.cart.id).toBe(CART.id);
    const [sent] = fake.seen;
    expect(sent?.url).toBe('http://api.test/api/v1/cart');
    expect(sent?.headers.get('authorization')).toBe('Bearer access-1');
    expect(sent?.headers.get('x-cart-id')).toBe('cart-1');
    expect(sent?.headers.has('x-anonymous-user-id')).toBe(false);
    expect(sent?.credentials).toBe('include');
  });

  it('sends the anonymous id when not signed in, and no cart header without a cart', async () => {
    const fake = fakeFetch(ok);
    const api = client(fake, {
      getAccessToken: () => null,
      getCartId: () => undefined,
      getAnonymousUserId: () => 'anon-7',
    });
    await api.GET('/api/v1/cart');
    const [sent] = fake.seen;
    expect(sent?.headers.get('x-anonymous-user-id')).toBe('anon-7');
    expect(sent?.headers.has('authorization')).toBe(false);
    expect(sent?.headers.has('x-cart-id')).toBe(false);
  });

  it('sends JSON bodies as given', async () => {
    const fake = fakeFetch(ok);
    const body = { cartProductList: [{ productId: '0b5a9c1e-3f1d-4c3a-8d65-0e5b8f4e7a11', quantity: 3 }] };
    await client(fake).POST('/api/v1/cart/product', { body });
    expect(fake.seen[0]?.method).toBe('POST');
    expect(JSON.parse(fake.seen[0]?.body ?? '')).toEqual(body);
  });
});

describe('createApiClient: retry after a session refresh', () => {
  it.each([401, 403])('refreshes once on %i and retries with the new token and the same body', async (status) => {
    let token = 'old';
    const fake = fakeFetch(() => json(status, { error: 5, message: 'Нет доступа' }), ok);
    const onUnauthorized = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const api = client(fake, { getAccessToken: () => token, onUnauthorized });
    const body = { cartProductList: [{ productId: '0b5a9c1e-3f1d-4c3a-8d65-0e5b8f4e7a11', quantity: 2 }] };
    const result = await api.POST('/api/v1/cart/product', { body });

    expect(unwrap(result).payload.cart.id).toBe(CART.id);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fake.seen.map((s) => s.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
    expect(fake.seen.map((s) => JSON.parse(s.body))).toEqual([body, body]);
  });

  it('retries only once: a second 401 is returned as the error', async () => {
    const fake = fakeFetch(() => json(401, { error: 5, message: 'Нет доступа' }));
    const onUnauthorized = vi.fn(async () => true);
    const result = await client(fake, { onUnauthorized }).GET('/api/v1/user/current');
    expect(fake.calls).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(() => unwrap(result)).toThrow(ApiError);
    expect(result.response.status).toBe(401);
  });

  it('does not retry when the refresh says no (or fails)', async () => {
    for (const onUnauthorized of [async () => false, async () => Promise.reject(new Error('refresh failed'))]) {
      const fake = fakeFetch(() => json(401, { error: 5, message: 'Нет доступа' }), ok);
      const result = await client(fake, { onUnauthorized }).GET('/api/v1/user/current');
      expect(fake.calls).toHaveBeenCalledTimes(1);
      expect(result.response.status).toBe(401);
    }
  });

  it.each(['/api/v1/auth/login', '/api/v1/auth/token/refresh'] as const)('never retries %s', async (path) => {
    const fake = fakeFetch(() => json(401, { error: 23, message: 'Неверный логин или пароль' }), ok);
    const onUnauthorized = vi.fn(async () => true);
    const result = await client(fake, { onUnauthorized }).POST(path, {
      body: { email: 'a@b.ru', password: 'secret-1' } as never,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(fake.calls).toHaveBeenCalledTimes(1);
    expect(() => unwrap(result)).toThrow(expect.objectContaining({ status: 401, code: 23 }));
  });

  it('does not retry other failures', async () => {
    const fake = fakeFetch(() => json(404, { error: 6, message: 'Запись не найдена' }), ok);
    const onUnauthorized = vi.fn(async () => true);
    await client(fake, { onUnauthorized }).GET('/api/v1/user/current');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(fake.calls).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between calls that fail at the same time', async () => {
    let token = 'old';
    const fake = fakeFetch((request) =>
      request.headers.get('authorization') === 'Bearer new' ? ok() : json(401, { error: 5, message: 'Нет доступа' }),
    );
    const onUnauthorized = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      token = 'new';
      return true;
    });
    const api = client(fake, { getAccessToken: () => token, onUnauthorized });
    const results = await Promise.all([api.GET('/api/v1/cart'), api.GET('/api/v1/cart')]);
    expect(results.map((r) => r.response.status)).toEqual([200, 200]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient: timeout and transport failures', () => {
  it('aborts an attempt after timeoutMs with a timeout ApiError', async () => {
    const fake = fakeFetch(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const started = Date.now();
    const error = await client(fake, { timeoutMs: 50 })
      .GET('/api/v1/cart')
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, code: 0 });
  });

  it('defaults the timeout to 30 s', async () => {
    const spy = vi.spyOn(AbortSignal, 'timeout');
    await client(fakeFetch(ok)).GET('/api/v1/cart');
    expect(spy).toHaveBeenCalledWith(30_000);
    spy.mockRestore();
  });

  it('reports a network failure as a network ApiError', async () => {
    const fake = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = await client(fake)
      .GET('/api/v1/cart')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });
});

describe('unwrap and ApiError', () => {
  it('maps the error envelope to status, code, message and details', async () => {
    const details = [{ field: 'email', message: 'Неверный формат' }];
    const fake = fakeFetch(() => json(400, { error: 12, message: 'Некорректные данные', details }));
    const result = await client(fake).POST('/api/v1/auth/recover/password', { body: { email: 'x@y.ru' } });
    let thrown: unknown;
    try {
      unwrap(result);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 400, code: 12, message: 'Некорректные данные', details, kind: 'http' });
  });

  it('keeps a non-numeric code for the UI and falls back to code 0 for non-envelope bodies', () => {
    expect(ApiError.fromReply(500, { error: 'E_PROXY', message: 'Bad gateway' })).toMatchObject({
      code: 'E_PROXY',
      status: 500,
    });
    expect(ApiError.fromReply(502, '<html>Bad Gateway</html>')).toMatchObject({
      code: 0,
      status: 502,
      message: 'HTTP 502',
      details: [],
    });
  });

  it('returns undefined data for a 204 reply', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 204 }));
    const result = await client(fake).POST('/api/v1/auth/logout');
    expect(unwrap(result)).toBeUndefined();
  });
});
