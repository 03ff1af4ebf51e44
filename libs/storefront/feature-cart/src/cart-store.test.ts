import { createApiClient } from '@shop/api-client';
import { CROSS_TAB_EVENTS, MAX_CART_QUANTITY } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import { fail, fakeApi, fakeTabs, json, type Handler } from '@shop/session/testing';
import { testCart, testCartLine, testProductCard } from '@shop/storefront-testing';
import { describe, expect, it, vi } from 'vitest';
import { createCartStore, type Cart } from './cart-store';

const PRODUCT = testProductCard({ id: '11111111-1111-4111-8111-111111111111', personalPrice: '19.99' });
const OTHER = testProductCard({ id: '33333333-3333-4333-8333-333333333333', personalPrice: '100.00' });

function cartWith(quantity: number, ...more: Cart['cartProductList']): Cart {
  return testCart([...(quantity > 0 ? [testCartLine({ quantity, product: PRODUCT })] : []), ...more]);
}
const cartReply = (quantity: number, ...more: Cart['cartProductList']) =>
  json(200, { payload: { cart: cartWith(quantity, ...more) } });

/** A reply that waits until the test lets it go, to look at the state in between. */
function held(reply: () => Response) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply()), release };
}

/**
 * A store over a fake API, with the two ids kept in a fake cookie jar the API client reads on every call, as the
 * browser's client reads document.cookie; `forgetIds` empties it. `headers` are the id headers each request carried.
 */
function setup(routes: Record<string, Handler | Handler[]>, initial: Cart | null = null) {
  const api = fakeApi(routes);
  const tabs = fakeTabs();
  const jar = { anonymousUserId: 'anon-1' as string | null, cartId: 'cart-1' as string | null };
  const forgetIds = vi.fn(() => {
    jar.anonymousUserId = null;
    jar.cartId = null;
  });
  const headers: { cartId: string | null; anonymousUserId: string | null }[] = [];
  const cart = createCartStore({
    api: createApiClient({
      baseUrl: 'http://shop.test',
      fetch: (input, init) => {
        const request = new Request(input, init);
        headers.push({
          cartId: request.headers.get('X-Cart-Id'),
          anonymousUserId: request.headers.get('X-Anonymous-User-Id'),
        });
        return api.fetch(request);
      },
      getCartId: () => jar.cartId,
      getAnonymousUserId: () => jar.anonymousUserId,
    }),
    initial,
    forgetIds,
    storage: tabs.storage,
    subscribeStorage: tabs.subscribeStorage,
  });
  const sent = (route: string) => api.calls(route).map((call) => JSON.parse(call.body));
  return { cart, api, tabs, forgetIds, headers, sent };
}

const line = (cart: ReturnType<typeof setup>['cart'], productId = PRODUCT.id) =>
  cart.getState().cart?.cartProductList.find((item) => item.product.id === productId);

describe('cart store: loading', () => {
  it('treats code 30 (no cart yet) as an empty cart, quietly', async () => {
    const { cart } = setup({ 'GET /api/v1/cart': fail(404, ErrorCode.CartNotFound) }, cartWith(3));
    await expect(cart.load()).resolves.toBeNull();
    expect(cart.getState().cart).toBeNull();
  });

  it('on 422 forgets both ids and shows an empty cart, without an error', async () => {
    const { cart, forgetIds } = setup(
      { 'GET /api/v1/cart': fail(422, ErrorCode.UserIdentificationNotPossible) },
      cartWith(3),
    );
    await expect(cart.load()).resolves.toBeNull();
    expect(forgetIds).toHaveBeenCalledOnce();
    expect(cart.getState().cart).toBeNull();
  });

  it('ignores a second load while one is running: one request, both callers get its result', async () => {
    const { cart, api } = setup({ 'GET /api/v1/cart': cartReply(2) });
    const [first, second] = await Promise.all([cart.load(), cart.load()]);
    expect(api.calls('GET /api/v1/cart')).toHaveLength(1);
    expect(second).toBe(first);
    expect(cart.getState().loading.load).toBe(false);
  });
});

describe('cart store: adding', () => {
  it('sends only what takes the line to the 100 000 cap, and says it was capped', async () => {
    const { cart, sent } = setup(
      { 'POST /api/v1/cart/product': cartReply(MAX_CART_QUANTITY) },
      cartWith(MAX_CART_QUANTITY - 5),
    );
    await expect(cart.add({ productId: PRODUCT.id, quantity: 50 })).resolves.toEqual({ capped: true });
    expect(sent('POST /api/v1/cart/product')).toEqual([{ cartProductList: [{ productId: PRODUCT.id, quantity: 5 }] }]);
  });

  it('sends nothing for a line already at the cap', async () => {
    const { cart, api } = setup({}, cartWith(MAX_CART_QUANTITY));
    await expect(cart.add({ productId: PRODUCT.id, quantity: 1 })).resolves.toEqual({ capped: true });
    expect(api.seen).toHaveLength(0);
  });

  it('on 422 forgets both ids and retries the add once without them (SPEC 7)', async () => {
    const { cart, api, forgetIds, headers } = setup({
      'POST /api/v1/cart/product': [fail(422, ErrorCode.UserIdentificationNotPossible), cartReply(1)],
    });
    await cart.add({ productId: PRODUCT.id, quantity: 1 });
    expect(forgetIds).toHaveBeenCalledOnce();
    expect(api.calls('POST /api/v1/cart/product')).toHaveLength(2);
    expect(headers).toEqual([
      { cartId: 'cart-1', anonymousUserId: 'anon-1' },
      { cartId: null, anonymousUserId: null },
    ]);
    expect(line(cart)?.quantity).toBe(1);
  });

  it('retries only once: a second 422 reaches the caller and the cart is as before', async () => {
    const { cart, api } = setup(
      { 'POST /api/v1/cart/product': fail(422, ErrorCode.UserIdentificationNotPossible) },
      cartWith(2),
    );
    await expect(cart.add({ productId: PRODUCT.id, quantity: 1 })).rejects.toMatchObject({ status: 422 });
    expect(api.calls('POST /api/v1/cart/product')).toHaveLength(2);
    expect(line(cart)?.quantity).toBe(2);
  });

  it('changes a line at once, recounting its sum and the total exactly, then keeps what the API answered', async () => {
    const reply = held(cartReply(3));
    const { cart } = setup({ 'POST /api/v1/cart/product': reply.handler }, cartWith(2));
    const adding = cart.add({ productId: PRODUCT.id, quantity: 1 });
    expect(line(cart)).toMatchObject({ quantity: 3, sum: '59.97' });
    expect(cart.getState().cart?.total).toBe('59.97');
    expect(cart.getState().loading.add).toBe(true);
    reply.release();
    await adding;
    expect(line(cart)?.quantity).toBe(3);
    expect(cart.getState().loading.add).toBe(false);
  });

  it('puts the line back when the API refuses (code 14), and passes the error on for the toast', async () => {
    const { cart, tabs } = setup(
      { 'POST /api/v1/cart/product': fail(409, ErrorCode.ProductCannotBePurchased) },
      cartWith(2),
    );
    await expect(cart.add({ productId: PRODUCT.id, quantity: 1 })).rejects.toMatchObject({
      code: ErrorCode.ProductCannotBePurchased,
    });
    expect(line(cart)).toMatchObject({ quantity: 2, sum: '39.98' });
    expect(cart.getState().cart?.total).toBe('39.98');
    expect(tabs.items.has(CROSS_TAB_EVENTS.cartUpdated)).toBe(false);
  });

  it('ignores a second add while one is running, even for another product', async () => {
    const reply = held(cartReply(1));
    const { cart, api } = setup({ 'POST /api/v1/cart/product': reply.handler });
    const first = cart.add({ productId: PRODUCT.id, quantity: 1 });
    const second = cart.add({ productId: OTHER.id, quantity: 1 });
    reply.release();
    await Promise.all([first, second]);
    expect(api.calls('POST /api/v1/cart/product')).toHaveLength(1);
  });
});

describe('cart store: quantities and removing', () => {
  it('sets a typed quantity by SPEC 5: whole pieces, through an add or a remove of the difference', async () => {
    const { cart, sent } = setup(
      { 'POST /api/v1/cart/product': cartReply(7), 'DELETE /api/v1/cart/product': cartReply(4) },
      cartWith(5),
    );
    await expect(cart.setQuantity(PRODUCT.id, 7.9)).resolves.toEqual({ quantity: 7, capped: false });
    await expect(cart.setQuantity(PRODUCT.id, 4)).resolves.toEqual({ quantity: 4, capped: false });
    expect(sent('POST /api/v1/cart/product')).toEqual([{ cartProductList: [{ productId: PRODUCT.id, quantity: 2 }] }]);
    expect(sent('DELETE /api/v1/cart/product')).toEqual([
      { cartProductList: [{ productId: PRODUCT.id, quantity: 3 }] },
    ]);
  });

  it('cuts a typed 150 000 to 100 000 and says so; ignores 0, negatives and the same quantity', async () => {
    const { cart, api, sent } = setup({ 'POST /api/v1/cart/product': cartReply(MAX_CART_QUANTITY) }, cartWith(5));
    await expect(cart.setQuantity(PRODUCT.id, 0)).resolves.toEqual({ quantity: null, capped: false });
    await expect(cart.setQuantity(PRODUCT.id, -3)).resolves.toEqual({ quantity: null, capped: false });
    await expect(cart.setQuantity(PRODUCT.id, 5)).resolves.toEqual({ quantity: 5, capped: false });
    expect(api.seen).toHaveLength(0);
    await expect(cart.setQuantity(PRODUCT.id, 150000)).resolves.toEqual({ quantity: MAX_CART_QUANTITY, capped: true });
    expect(sent('POST /api/v1/cart/product')).toEqual([
      { cartProductList: [{ productId: PRODUCT.id, quantity: MAX_CART_QUANTITY - 5 }] },
    ]);
    expect(line(cart)?.quantity).toBe(MAX_CART_QUANTITY);
  });

  it('takes a line out at once, and brings it back when the API fails', async () => {
    const reply = held(json(500, { error: 0, message: 'Ошибка' }));
    const other = testCartLine({ product: OTHER, quantity: 1 });
    const { cart } = setup({ 'DELETE /api/v1/cart/product': reply.handler }, cartWith(2, other));
    const removing = cart.remove([{ productId: PRODUCT.id, quantity: 2 }]);
    expect(line(cart)).toBeUndefined();
    expect(cart.getState().cart).toMatchObject({ lineCount: 1, total: '100.00' });
    reply.release();
    await expect(removing).rejects.toMatchObject({ status: 500 });
    expect(line(cart)?.quantity).toBe(2);
    expect(cart.getState().cart).toMatchObject({ lineCount: 2, total: '139.98' });
  });

  it('on 422 while removing forgets both ids and shows an empty cart, without retrying', async () => {
    const { cart, api, forgetIds } = setup(
      { 'DELETE /api/v1/cart/product': fail(422, ErrorCode.UserIdentificationNotPossible) },
      cartWith(2),
    );
    await cart.remove([{ productId: PRODUCT.id, quantity: 1 }]);
    expect(forgetIds).toHaveBeenCalledOnce();
    expect(api.calls('DELETE /api/v1/cart/product')).toHaveLength(1);
    expect(cart.getState().cart).toBeNull();
  });

  it('clears the cart in calls of at most 200 lines, the cart empty at once', async () => {
    const lines = Array.from({ length: 201 }, (_, index) =>
      testCartLine({
        product: testProductCard({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` }),
        quantity: 2,
      }),
    );
    const { cart, sent } = setup(
      { 'DELETE /api/v1/cart/product': json(200, { payload: { cart: testCart([]) } }) },
      testCart(lines),
    );
    const clearing = cart.clear();
    expect(cart.getState().cart).toMatchObject({ lineCount: 0, total: '0.00', cartProductList: [] });
    await clearing;
    const calls = sent('DELETE /api/v1/cart/product');
    expect(calls.map((body) => body.cartProductList.length)).toEqual([200, 1]);
    expect(calls[0].cartProductList[0]).toEqual({ productId: lines[0]?.product.id, quantity: MAX_CART_QUANTITY });
  });
});

describe('cart store: other tabs', () => {
  it('tells other tabs about a change, and reloads when another tab changed the cart', async () => {
    const { cart, api, tabs } = setup({ 'POST /api/v1/cart/product': cartReply(1), 'GET /api/v1/cart': cartReply(7) });
    tabs.items.set(CROSS_TAB_EVENTS.cartUpdated, 'left over');
    const stop = cart.start();
    expect(tabs.items.has(CROSS_TAB_EVENTS.cartUpdated)).toBe(false);

    await cart.add({ productId: PRODUCT.id, quantity: 1 });
    expect(tabs.items.get(CROSS_TAB_EVENTS.cartUpdated)).toBeDefined();

    tabs.otherTabSets(CROSS_TAB_EVENTS.cartUpdated, String(Date.now()));
    await vi.waitFor(() => expect(line(cart)?.quantity).toBe(7));
    expect(api.calls('GET /api/v1/cart')).toHaveLength(1);

    stop();
    tabs.otherTabSets(CROSS_TAB_EVENTS.cartUpdated, 'again');
    expect(api.calls('GET /api/v1/cart')).toHaveLength(1);
  });
});
