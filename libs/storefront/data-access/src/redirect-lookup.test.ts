import { describe, expect, it, vi } from 'vitest';
import { acceptRedirect, askRedirect, isAbsoluteUrl, lookupRedirect } from './redirect-lookup';

const apiUrl = 'http://api.test';

function replyWith(status: number, body: unknown) {
  return vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

/** The URL the API was called with (openapi-fetch passes a Request). */
function calledUrl(fetchMock: ReturnType<typeof replyWith>): string {
  const input = fetchMock.mock.calls[0]?.[0];
  return input instanceof Request ? input.url : String(input);
}

describe('askRedirect', () => {
  it('tells the API’s answers, which a cache may keep, from a failure’s stand-in, which it may not', async () => {
    const none = await askRedirect('/x', { apiUrl, fetch: replyWith(200, { payload: { redirect: null } }) });
    const rule = await askRedirect('/x', {
      apiUrl,
      fetch: replyWith(200, { payload: { redirect: { to: '/y', status: 301 } } }),
    });
    const failed = await askRedirect('/x', { apiUrl, fetch: replyWith(500, { error: 0, message: 'Возникла ошибка' }) });
    const unreachable = await askRedirect('/x', {
      apiUrl,
      fetch: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('fetch failed'))),
    });
    expect([none, rule, failed, unreachable]).toEqual([
      { redirect: null, definite: true },
      { redirect: { to: '/y', status: 301 }, definite: true },
      { redirect: null, definite: false },
      { redirect: null, definite: false },
    ]);
  });
});

describe('lookupRedirect', () => {
  it('asks the API by path (query string included) and returns its redirect', async () => {
    const fetchMock = replyWith(200, { payload: { redirect: { to: '/category/new', status: 302 } } });
    const result = await lookupRedirect('/old?page=2', { apiUrl, fetch: fetchMock });
    expect(result).toEqual({ to: '/category/new', status: 302 });
    expect(calledUrl(fetchMock)).toBe(`${apiUrl}/api/v1/route-rules/redirect?path=%2Fold%3Fpage%3D2`);
  });

  it('returns null when the API has no rule for the path', async () => {
    expect(await lookupRedirect('/x', { apiUrl, fetch: replyWith(200, { payload: { redirect: null } }) })).toBeNull();
  });

  it('means "no redirect" for any non-200 reply', async () => {
    expect(
      await lookupRedirect('/x', { apiUrl, fetch: replyWith(404, { error: 6, message: 'Не найдено' }) }),
    ).toBeNull();
    expect(
      await lookupRedirect('/x', { apiUrl, fetch: replyWith(500, { error: 0, message: 'Возникла ошибка' }) }),
    ).toBeNull();
  });

  it('means "no redirect" on a network failure or a timeout', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await lookupRedirect('/x', { apiUrl, fetch: failing })).toBeNull();

    const hanging = vi.fn<typeof fetch>(
      (input) =>
        new Promise((_resolve, reject) => {
          const signal = (input as Request).signal;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    expect(await lookupRedirect('/x', { apiUrl, fetch: hanging, timeoutMs: 10 })).toBeNull();
  });

  it('does not call the API for paths the contract cannot hold', async () => {
    const fetchMock = replyWith(200, { payload: { redirect: null } });
    expect(await lookupRedirect(`/${'a'.repeat(2001)}`, { apiUrl, fetch: fetchMock })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('acceptRedirect', () => {
  it('accepts site paths and http(s) URLs, and defaults odd statuses to 301', () => {
    expect(acceptRedirect({ to: '/new', status: 302 }, '/old')).toEqual({ to: '/new', status: 302 });
    expect(acceptRedirect({ to: 'https://example.com/', status: 200 }, '/old')).toEqual({
      to: 'https://example.com/',
      status: 301,
    });
  });

  it('rejects what could loop or leave unsafely', () => {
    expect(acceptRedirect({ to: '/same', status: 301 }, '/same')).toBeNull();
    expect(acceptRedirect({ to: 'relative/path', status: 301 }, '/old')).toBeNull();
    expect(acceptRedirect({ to: 'javascript:alert(1)', status: 301 }, '/old')).toBeNull();
    expect(acceptRedirect({ to: '//evil.example', status: 301 }, '/old')).toBeNull();
    expect(acceptRedirect(null, '/old')).toBeNull();
  });
});

describe('isAbsoluteUrl', () => {
  it('tells full-page-load targets from router paths', () => {
    expect(isAbsoluteUrl('https://example.com/a')).toBe(true);
    expect(isAbsoluteUrl('/a/b?c=1')).toBe(false);
  });
});
