import { createApiClient } from '@shop/api-client';
import { CROSS_TAB_EVENTS, MAX_CART_QUANTITY } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import { fail, fakeApi, fakeTabs, json, type Handler } from '@shop/session/testing';
import { testProductCard } from '@shop/storefront-testing';
import { describe, expect, it, vi } from 'vitest';
import { createCartStore, type Cart } from './cart-store';

const PRODUCT = testProductCard({ id: '11111111-1111-4111-8111-111111111111' });

function cartWith(quantity: number): Cart {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    createdAt: '2026-11-25T10:00:00.000Z',
    userId: null,
    cartProductList: quantity > 0 ? [{ quantity, product: PRODUCT }] : [],
    total: '0.00',
  };
}
const cartReply = (quantity: number) => json(200, { payload: { cart: cartWith(quantity) } });

function setup(routes: Record<string, Handler | Handler[]>, initial: Cart | null = null) {
  const api = fakeApi(routes);
  const tabs = fakeTabs();
  const forgetAnonymousUser = vi.fn();
  const cart = createCartStore({
    api: createApiClient({ baseUrl: 'http://shop.test', fetch: api.fetch }),
    initial,
    forgetAnonymousUser,
    storage: tabs.storage,
    subscribeStorage: tabs.subscribeStorage,
  });
  const sent = (route: string) => api.calls(route).map((call) => JSON.parse(call.body));
  return { cart, api, tabs, forgetAnonymousUser, sent };
}

describe('cart store', () => {
  it('treats code 30 (no cart yet) as an empty cart, quietly', async () => {
    const { cart } = setup({ 'GET /api/v1/cart': fail(404, ErrorCode.CartNotFound) }, cartWith(3));
    await expect(cart.load()).resolves.toBeNull();
    expect(cart.getState().cart).toBeNull();
  });

  it('ignores a second load while one is running: one request, both callers get its result', async () => {
    const { cart, api } = setup({ 'GET /api/v1/cart': cartReply(2) });
    const [first, second] = await Promise.all([cart.load(), cart.load()]);
    expect(api.calls('GET /api/v1/cart')).toHaveLength(1);
    expect(second).toBe(first);
    expect(cart.getState().loading.load).toBe(false);
  });

  it('sends only what takes the line to the 100 000 cap, and says it was capped', async () => {
    const { cart, sent } = setup({ 'POST /api/v1/cart/product': cartReply(MAX_CART_QUANTITY) }, cartWith(MAX_CART_QUANTITY - 5));
    await expect(cart.add({ productId: PRODUCT.id, quantity: 50 })).resolves.toEqual({ capped: true });
    expect(sent('POST /api/v1/cart/product')).toEqual([{ cartProductList: [{ productId: PRODUCT.id, quantity: 5 }] }]);
  });

  it('sends nothing for a line already at the cap', async () => {
    const { cart, api } = setup({}, cartWith(MAX_CART_QUANTITY));
    await expect(cart.add({ productId: PRODUCT.id, quantity: 1 })).resolves.toEqual({ capped: true });
    expect(api.seen).toHaveLength(0);
  });

  it('on 422 forgets the anonymous visitor and retries the add once (SPEC 7)', async () => {
    const { cart, api, forgetAnonymousUser } = setup({
      'POST /api/v1/cart/product': [fail(422, ErrorCode.CheckViolation), cartReply(1)],
    });
    await cart.add({ productId: PRODUCT.id, quantity: 1 });
    expect(forgetAnonymousUser).toHaveBeenCalledOnce();
    expect(api.calls('POST /api/v1/cart/product')).toHaveLength(2);
    expect(cart.getState().cart?.cartProductList[0]?.quantity).toBe(1);
  });

  it('does not retry a remove after 422, but still forgets the anonymous visitor', async () => {
    const { cart, api, forgetAnonymousUser } = setup({ 'DELETE /api/v1/cart/product': fail(422, ErrorCode.CheckViolation) }, cartWith(2));
    await expect(cart.remove([{ productId: PRODUCT.id, quantity: 1 }])).rejects.toMatchObject({ status: 422 });
    expect(forgetAnonymousUser).toHaveBeenCalledOnce();
    expect(api.calls('DELETE /api/v1/cart/product')).toHaveLength(1);
    expect(cart.getState().cart?.cartProductList[0]?.quantity).toBe(2);
  });

  it('tells other tabs about a change, and reloads when another tab changed the cart', async () => {
    const { cart, api, tabs } = setup({ 'POST /api/v1/cart/product': cartReply(1), 'GET /api/v1/cart': cartReply(7) });
    tabs.items.set(CROSS_TAB_EVENTS.cartUpdated, 'left over');
    const stop = cart.start();
    expect(tabs.items.has(CROSS_TAB_EVENTS.cartUpdated)).toBe(false);

    await cart.add({ productId: PRODUCT.id, quantity: 1 });
    expect(tabs.items.get(CROSS_TAB_EVENTS.cartUpdated)).toBeDefined();

    tabs.otherTabSets(CROSS_TAB_EVENTS.cartUpdated, String(Date.now()));
    await vi.waitFor(() => expect(cart.getState().cart?.cartProductList[0]?.quantity).toBe(7));
    expect(api.calls('GET /api/v1/cart')).toHaveLength(1);

    stop();
    tabs.otherTabSets(CROSS_TAB_EVENTS.cartUpdated, 'again');
    expect(api.calls('GET /api/v1/cart')).toHaveLength(1);
  });
});
