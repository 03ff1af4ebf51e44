import { ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall } from '../../testing/admin-call';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { setCookie, signedIn } from '../../testing/identity';
import { createProduct } from '../../testing/products';

type Headers = Record<string, string>;

describe('getShopperContext', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const context = (headers: Headers = {}) => get('/shopper/context', headers);
  const add = (productId: string, headers: Headers) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/product',
      headers,
      payload: { cartProductList: [{ productId, quantity: 3 }] },
    });

  it('answers a caller with no identity with no user, no cart and no favorites', async () => {
    const res = await context();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payload: { customerUser: null, priceGroupId: null, cart: null, favoriteIds: [] } });
  });

  it('answers a signed-in customer what getCurrentUser, getCart and listFavoriteIds answer, in one call', async () => {
    const { headers } = await signedIn(t.app, t.db.orm);
    const [a, b] = [await createProduct(t.db.orm), await createProduct(t.db.orm)];
    expect((await context(headers)).json().payload.cart).toBeNull();
    await add(a.id, headers);
    await t.app.inject({ method: 'POST', url: `/api/v1/favorites/${b.id}`, headers });

    const payload = (await context(headers)).json().payload;
    expect(payload).toEqual({
      customerUser: (await get('/user/current', headers)).json().payload.customerUser,
      priceGroupId: null,
      cart: (await get('/cart', headers)).json().payload.cart,
      favoriteIds: [b.id],
    });
    expect(payload.cart.cartProductList).toHaveLength(1);
  });

  it("names the customer group whose prices a customer sees, and none for an administrator's", async () => {
    const root = await signedIn(t.app, t.db.orm, 'root');
    const customer = await signedIn(t.app, t.db.orm);
    const group = await adminCall(t.app, root.headers, 'POST', '/customer/group', {
      title: 'Дилеры',
      discountPercent: '10',
    });
    const groupId = group.customerGroup.id as string;
    expect((await context(customer.headers)).json().payload.priceGroupId).toBeNull();
    await adminCall(t.app, root.headers, 'POST', `/customer/group/${groupId}/member`, {
      userIdList: [customer.user.id],
    });
    expect((await context(customer.headers)).json().payload.priceGroupId).toBe(groupId);
    expect((await context(root.headers)).json().payload.priceGroupId).toBeNull();
  });

  it('answers an anonymous visitor its cart and favorites, with no user', async () => {
    const product = await createProduct(t.db.orm);
    const first = await add(product.id, {});
    const visitor = { 'x-anonymous-user-id': setCookie(first, 'anonymous_user_id')?.value as string };
    await t.app.inject({ method: 'POST', url: `/api/v1/favorites/${product.id}`, headers: visitor });
    const payload = (await context(visitor)).json().payload;
    expect(payload.customerUser).toBeNull();
    expect(payload.cart).toEqual((await get('/cart', visitor)).json().payload.cart);
    expect(payload.favoriteIds).toEqual([product.id]);
  });

  it('refuses a token that is not valid (401) and ids the shop cannot place (code 25), as the three calls do', async () => {
    const badToken = await context({ authorization: 'Bearer not-a-token' });
    expect(badToken.statusCode).toBe(401);
    expect((await get('/user/current', { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);

    const unknown = { 'x-anonymous-user-id': '00000000-0000-4000-8000-000000000000' };
    const res = await context(unknown);
    expect([res.statusCode, res.json().error]).toEqual([422, ErrorCode.UserIdentificationNotPossible]);
    const cartWithoutOwner = await context({ 'x-cart-id': '00000000-0000-4000-8000-000000000001' });
    expect([cartWithoutOwner.statusCode, cartWithoutOwner.json().error]).toEqual([
      422,
      ErrorCode.UserIdentificationNotPossible,
    ]);
  });
});
