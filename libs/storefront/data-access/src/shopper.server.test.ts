import { ErrorCode } from '@shop/errors';
import { testCart, testCartLine } from '@shop/storefront-testing';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionContext } from './session.server';
import { loadShopperState } from './shopper.server';

const CART = testCart([testCartLine({ quantity: 2 })]);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API answering the two start-up calls as scripted, recording the identity each call carried. */
function fakeApi(replies: { cart: () => Response; ids: () => Response }) {
  const calls: { route: string; auth: string | null; cookie: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const route = `${request.method} ${new URL(request.url).pathname}`;
    calls.push({ route, auth: request.headers.get('authorization'), cookie: request.headers.get('cookie') });
    if (route === 'GET /api/v1/cart') return replies.cart();
    if (route === 'GET /api/v1/favorites/ids') return replies.ids();
    return json(404, { error: ErrorCode.RecordNotFound, message: 'Запись не найдена' });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function contextWith(accessToken: string | null) {
  const context = new RouterContextProvider();
  context.set(sessionContext, { accessToken, user: null, setCookies: [] });
  return context;
}

const page = (cookie?: string) => new Request('http://shop.test/cart', cookie ? { headers: { cookie } } : {});
const ok = {
  cart: () => json(200, { payload: { cart: CART } }),
  ids: () => json(200, { payload: { productIdList: ['p1', 'p2'] } }),
};

afterEach(() => vi.restoreAllMocks());

describe('loadShopperState', () => {
  it("loads an anonymous visitor's cart and favorite ids with the visitor's cookies", async () => {
    const api = fakeApi(ok);
    const state = await loadShopperState(page('anonymous_user_id=a1; cart_id=c1'), contextWith(null), api.fetch);
    expect(state).toEqual({ cart: CART, favoriteIds: ['p1', 'p2'] });
    expect(api.calls.map((call) => call.cookie)).toEqual([
      'anonymous_user_id=a1; cart_id=c1',
      'anonymous_user_id=a1; cart_id=c1',
    ]);
  });

  it("loads a customer's with the session's access token", async () => {
    const api = fakeApi(ok);
    await loadShopperState(page(), contextWith('access-1'), api.fetch);
    expect(api.calls.map((call) => call.auth)).toEqual(['Bearer access-1', 'Bearer access-1']);
  });

  it('asks nothing when the session was restored with them (one getShopperContext call for the whole start-up)', async () => {
    const api = fakeApi(ok);
    const context = new RouterContextProvider();
    const shopper = { cart: CART, favoriteIds: ['p3'] };
    context.set(sessionContext, { accessToken: 'access-1', user: null, shopper, setCookies: [] });
    expect(await loadShopperState(page(), context, api.fetch)).toBe(shopper);
    expect(api.calls).toEqual([]);
  });

  it('asks nothing for a visitor the shop does not know yet', async () => {
    const api = fakeApi(ok);
    await expect(loadShopperState(page('color_mode=dark'), contextWith(null), api.fetch)).resolves.toEqual({
      cart: null,
      favoriteIds: [],
    });
    expect(api.calls).toHaveLength(0);
  });

  it('reads no cart (code 30) and forgotten ids (422) as an empty cart and no favorites', async () => {
    const api = fakeApi({
      cart: () => json(404, { error: ErrorCode.CartNotFound, message: 'Корзина не найдена' }),
      ids: () =>
        json(422, { error: ErrorCode.UserIdentificationNotPossible, message: 'Не удалось определить пользователя' }),
    });
    await expect(loadShopperState(page('anonymous_user_id=gone'), contextWith(null), api.fetch)).resolves.toEqual({
      cart: null,
      favoriteIds: [],
    });
  });

  it('leaves out what failed otherwise, for the browser to load, without failing the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ cart: () => json(500, { error: 0, message: 'Возникла ошибка' }), ids: ok.ids });
    await expect(loadShopperState(page('cart_id=c1'), contextWith(null), api.fetch)).resolves.toEqual({
      favoriteIds: ['p1', 'p2'],
    });
  });
});
