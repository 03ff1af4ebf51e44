import { describe, expect, it, vi } from 'vitest';
import { isAbsoluteUrl, lookupRedirect, parseRedirectReply } from './redirect-lookup';

const apiUrl = 'http://api.test';

function replyWith(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe('lookupRedirect', () => {
  it('asks the API by path (query string included) and returns its redirect', async () => {
    const fetchMock = replyWith(200, { payload: { redirect: { to: '/category/new', status: 308 } } });
    const result = await lookupRedirect('/old?page=2', { apiUrl, fetch: fetchMock });
    expect(result).toEqual({ to: '/category/new', status: 308 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${apiUrl}/api/v1/route-rules/redirect?path=%2Fold%3Fpage%3D2`);
  });

  it('defaults the status to 301 when the API gives none or an odd one', async () => {
    const result = await lookupRedirect('/old', {
      apiUrl,
      fetch: replyWith(200, { payload: { redirect: { to: 'https://example.com/', status: 200 } } }),
    });
    expect(result).toEqual({ to: 'https://example.com/', status: 301 });
  });

  it('means "no redirect" for any non-200 reply', async () => {
    expect(await lookupRedirect('/x', { apiUrl, fetch: replyWith(404, { error: 6, message: 'Не найдено' }) })).toBeNull();
    expect(await lookupRedirect('/x', { apiUrl, fetch: replyWith(500, { error: 0, message: 'Возникла ошибка' }) })).toBeNull();
  });

  it('means "no redirect" on a network failure or a timeout', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await lookupRedirect('/x', { apiUrl, fetch: failing })).toBeNull();

    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    expect(await lookupRedirect('/x', { apiUrl, fetch: hanging, timeoutMs: 10 })).toBeNull();
  });

  it('ignores a rule that points at the same path (it would loop)', async () => {
    expect(await lookupRedirect('/same', { apiUrl, fetch: replyWith(200, { payload: { redirect: { to: '/same' } } }) })).toBeNull();
  });
});

describe('parseRedirectReply', () => {
  it('accepts site paths and absolute URLs only', () => {
    expect(parseRedirectReply({ payload: { redirect: { to: 'relative/path' } } })).toBeNull();
    expect(parseRedirectReply({ payload: { redirect: { to: 'javascript:alert(1)' } } })).toBeNull();
    expect(parseRedirectReply({ payload: { redirect: null } })).toBeNull();
    expect(parseRedirectReply('nonsense')).toBeNull();
    expect(parseRedirectReply({ payload: { redirect: { to: '/new' } } })).toEqual({ to: '/new', status: 301 });
  });
});

describe('isAbsoluteUrl', () => {
  it('tells full-page-load targets from router paths', () => {
    expect(isAbsoluteUrl('https://example.com/a')).toBe(true);
    expect(isAbsoluteUrl('//cdn.example.com/a')).toBe(true);
    expect(isAbsoluteUrl('/a/b?c=1')).toBe(false);
  });
});
