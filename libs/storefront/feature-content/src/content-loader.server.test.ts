import { sessionContext } from '@shop/storefront-data-access/server';
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContentPage } from './content-loader.server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let sent: Request[] = [];
function fakeApi(answer: (url: URL) => Response) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request);
    return answer(new URL(request.url));
  });
}

function context() {
  const provider = new RouterContextProvider();
  provider.set(sessionContext, { accessToken: null, user: null, setCookies: [] });
  return provider;
}

const PAGE = {
  slug: 'delivery',
  title: 'Доставка и оплата',
  html: '<p>Текст</p>',
  seoTitle: null,
  seoDescription: null,
  updatedAt: null,
};

beforeEach(() => {
  sent = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadContentPage', () => {
  it('asks the API for the page by slug and hands on the page and the seller', async () => {
    fakeApi(() => json(200, { payload: { contentPage: PAGE, seller: null } }));
    expect(await loadContentPage(context(), 'delivery')).toEqual({ contentPage: PAGE, seller: null });
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/api/v1/content-page/delivery');
  });

  it('logs a failure through the log call and throws it to the error page', async () => {
    fakeApi((url) =>
      url.pathname === '/api/v1/logger/push'
        ? json(200, { payload: {} })
        : json(500, { error: 0, message: 'Возникла ошибка' }),
    );
    await expect(loadContentPage(context(), 'contact')).rejects.toThrow();
    await vi.waitFor(() =>
      expect(sent.some((request) => new URL(request.url).pathname === '/api/v1/logger/push')).toBe(true),
    );
  });
});
