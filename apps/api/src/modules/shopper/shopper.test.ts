import { ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCall } from '../../testing/admin-call';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, login, setCookie, signedIn } from '../../testing/identity';
import { issueMailedToken } from '../identity/mailed-tokens';
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

describe("a shopper's changes on the write feed (the storefronts drop what they keep of that user)", () => {
  let t: TestApp;
  let changed: string[];
  beforeEach(async () => {
    t = await buildTestApp();
    changed = [];
    t.app.writeFeed.subscribe((change) => {
      if (change.scope === 'shopper') changed.push(change.userId);
    });
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload !== undefined ? { payload } : {}) });

  it("publishes the user's own successful writes by Bearer token, and not their reads or refused writes", async () => {
    const { user, headers } = await signedIn(t.app, t.db.orm);
    const product = await createProduct(t.db.orm);
    changed.length = 0;
    await call('GET', '/shopper/context', headers);
    await call('GET', '/cart', headers);
    expect(changed).toEqual([]);

    await call('POST', '/cart/product', headers, { cartProductList: [{ productId: product.id, quantity: 2 }] });
    await call('POST', `/favorites/${product.id}`, headers);
    expect(changed).toEqual([user.id, user.id]);

    const refused = await call('POST', '/cart/product', headers, {
      cartProductList: [{ productId: 'nope', quantity: 1 }],
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(changed).toHaveLength(2);
  });

  it("publishes nothing for an anonymous visitor's write", async () => {
    const product = await createProduct(t.db.orm);
    const added = await call(
      'POST',
      '/cart/product',
      {},
      { cartProductList: [{ productId: product.id, quantity: 1 }] },
    );
    expect(added.statusCode).toBe(200);
    expect(changed).toEqual([]);
  });

  it('publishes the user a sign-in merges a cart into, an administrator edits, or a mailed link confirms', async () => {
    const customer = await createUser(t.db.orm);
    await login(t.app, customer.email);
    expect(changed).toEqual([customer.id]);

    const root = await signedIn(t.app, t.db.orm, 'root');
    changed.length = 0;
    await adminCall(t.app, root.headers, 'PATCH', '/user', { id: customer.id, firstName: 'Ирина' });
    expect(changed).toContain(customer.id);

    changed.length = 0;
    const token = await issueMailedToken(t.db.orm, {
      userId: customer.id,
      email: customer.email,
      purpose: 'email_confirmation',
      ttlHours: 1,
      now: new Date(),
    });
    expect((await call('PATCH', `/user/confirm/email/token/${token}`)).statusCode).toBe(204);
    expect(changed).toEqual([customer.id]);
  });
});
