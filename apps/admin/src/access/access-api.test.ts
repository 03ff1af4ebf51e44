import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessApi } from './access-api';
import { getAccessToken, setAccessToken } from './access-token';

afterEach(() => setAccessToken(null));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('createAccessApi', () => {
  it('checks permission on the API origin with the bearer token and credentials', async () => {
    const fetchImpl = vi.fn(async () => json(200, { payload: {} }));
    const api = createAccessApi('http://api.test', fetchImpl);
    await expect(api.checkPermission('tok')).resolves.toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/auth/permission/can');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
  });

  it('treats the API\'s 501 (identity not built yet) and 403 as no permission', async () => {
    for (const status of [403, 501]) {
      const api = createAccessApi('http://api.test', async () => json(status, { error: 5, message: 'x' }));
      await expect(api.checkPermission('tok')).resolves.toBe(false);
    }
  });

  it('refreshes the session with the cookie and keeps the returned access token in memory', async () => {
    const fetchImpl = vi.fn(async () => json(200, { payload: { jwt: { accessToken: 'new-access', refreshToken: 'r' } } }));
    const api = createAccessApi('http://api.test', fetchImpl);
    await expect(api.refreshSession()).resolves.toBe('new-access');
    expect(getAccessToken()).toBe('new-access');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/auth/token/refresh');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: null });
  });

  it('gives no token when the refresh fails or its reply has none', async () => {
    await expect(createAccessApi('http://api.test', async () => json(401, { error: 23 })).refreshSession()).resolves.toBeNull();
    await expect(createAccessApi('http://api.test', async () => json(200, { payload: {} })).refreshSession()).resolves.toBeNull();
    expect(getAccessToken()).toBeNull();
  });
});
