import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessApi } from './access-api';
import { getAccessToken, setAccessToken } from './access-token';

afterEach(() => setAccessToken(null));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fakeFetch(reply: () => Response) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());
}

function requestOf(fetchImpl: ReturnType<typeof fakeFetch>): Request {
  const [input, init] = fetchImpl.mock.calls[0] ?? [];
  return input instanceof Request ? input : new Request(String(input), init);
}

describe('createAccessApi', () => {
  it('checks permission on the API origin with the bearer token and credentials', async () => {
    const fetchImpl = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(createAccessApi('http://api.test', fetchImpl).checkPermission('tok')).resolves.toBe(true);
    const request = requestOf(fetchImpl);
    expect(request.url).toBe('http://api.test/api/v1/auth/permission/can');
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
  });

  it("treats the API's 501 (identity not built yet) and 403 as no permission", async () => {
    for (const status of [403, 501]) {
      const api = createAccessApi('http://api.test', fakeFetch(() => json(status, { error: 5, message: 'Нет прав' })));
      await expect(api.checkPermission('tok')).resolves.toBe(false);
    }
  });

  it('refreshes the session with the cookie and keeps the returned access token in memory', async () => {
    const fetchImpl = fakeFetch(() => json(200, { payload: { jwt: { accessToken: 'new-access', refreshToken: 'r' } } }));
    await expect(createAccessApi('http://api.test', fetchImpl).refreshSession()).resolves.toBe('new-access');
    expect(getAccessToken()).toBe('new-access');
    const request = requestOf(fetchImpl);
    expect(request.url).toBe('http://api.test/api/v1/auth/token/refresh');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(await request.json()).toEqual({ refreshToken: null });
  });

  it('gives no token when the refresh fails', async () => {
    setAccessToken('stale');
    const api = createAccessApi('http://api.test', fakeFetch(() => json(401, { error: 23, message: 'Неверные данные' })));
    await expect(api.refreshSession()).resolves.toBeNull();
    expect(getAccessToken()).toBeNull();
  });
});
