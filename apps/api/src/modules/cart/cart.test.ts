import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousUser, customerGroup, customerGroupPrice, product, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, login, setCookie, signedIn, TEST_PASSWORD } from '../../testing/identity';
import { createProduct } from '../../testing/products';

type Headers = Record<string, string>;
type Line = { productId: string; quantity: number };

describe('cart', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const add = (lines: Line[], headers: Headers = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/cart/product', payload: { cartProductList: lines }, headers });
  const remove = (lines: Line[], headers: Headers = {}) =>
    t.app.inject({ method: 'DELETE', url: '/api/v1/cart/product', payload: { cartProductList: lines }, headers });
  const get = (headers: Headers = {}) => t.app.inject({ method: 'GET', url: '/api/v1/cart', headers });

  /** A guest's first add: the anonymous and cart ids it was given, as the client sends them back. */
  async function guestWith(lines: Line[]): Promise<Headers> {
    const res = await add(lines);
    expect(res.statusCode).toBe(200);
    return {
      'x-anonymous-user-id': setCookie(res, 'anonymous_user_id')?.value as string,
      'x-cart-id': setCookie(res, 'cart_id')?.value as string,
    };
  }

  describe('guest', () => {
    it('creates the visitor and the cart on the first add, with script-readable Lax cookies, and lists the line with its card', async () => {
      const p = await createProduct(t.db.orm, { basePrice: '1234.56', title: 'Карта водителя' });
      const res = await add([{ productId: p.id, quantity: 3 }]);
      expect(res.statusCode).toBe(200);
      const anonymous = setCookie(res, 'anonymous_user_id');
      const cartId = setCookie(res, 'cart_id');
      expect(anonymous).toMatchObject({ sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
      expect(anonymous?.httpOnly).toBeFalsy();
      expect(cartId).toMatchObject({ sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
      expect(cartId?.httpOnly).toBeFalsy();
      const cart = res.json().payload.cart;
      expect(cart).toMatchObject({ id: cartId?.value, userId: null, total: '3703.68', lineCount: 1 });
      expect(cart.cartProductList).toEqual([
        expect.objectContaining({
          quantity: 3,
          sum: '3703.68',
          isPurchasable: true,
          unavailableReason: null,
          product: expect.objectContaining({ id: p.id, title: 'Карта водителя', personalPrice: '1234.56' }),
        }),
      ]);

      const again = await get({
        'x-anonymous-user-id': anonymous?.value as string,
        'x-cart-id': cartId?.value as string,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().payload.cart).toEqual(cart);
    });

    it('answers 30 for getCart and removeCartProducts when there is no cart, for nobody and for a known visitor', async () => {
      const nobody = await get();
      expect([nobody.statusCode, nobody.json().error]).toEqual([404, ErrorCode.CartNotFound]);
      const [visitor] = await t.db.orm.insert(anonymousUser).values({}).returning();
      const known = await get({ 'x-anonymous-user-id': visitor?.id as string });
      expect([known.statusCode, known.json().error]).toEqual([404, ErrorCode.CartNotFound]);
      const p = await createProduct(t.db.orm);
      const removed = await remove([{ productId: p.id, quantity: 1 }], {
        'x-anonymous-user-id': visitor?.id as string,
      });
      expect([removed.statusCode, removed.json().error]).toEqual([404, ErrorCode.CartNotFound]);
    });

    it('answers 422 (code 25) for an unknown or malformed anonymous id, an unknown cart id, and a cart id without any identity', async () => {
      const p = await createProduct(t.db.orm);
      const ids = await guestWith([{ productId: p.id, quantity: 1 }]);
      const cases: Headers[] = [
        { 'x-anonymous-user-id': '00000000-0000-4000-8000-000000000000' },
        { 'x-anonymous-user-id': 'not-a-uuid' },
        {
          'x-anonymous-user-id': ids['x-anonymous-user-id'] as string,
          'x-cart-id': '00000000-0000-4000-8000-000000000000',
        },
        { 'x-anonymous-user-id': ids['x-anonymous-user-id'] as string, 'x-cart-id': 'not-a-uuid' },
        { 'x-cart-id': ids['x-cart-id'] as string },
        { cookie: `anonymous_user_id=00000000-0000-4000-8000-000000000000` },
      ];
      for (const headers of cases) {
        for (const res of [
          await get(headers),
          await add([{ productId: p.id, quantity: 1 }], headers),
          await remove([{ productId: p.id, quantity: 1 }], headers),
        ]) {
          expect([res.statusCode, res.json().error], JSON.stringify(headers)).toEqual([
            422,
            ErrorCode.UserIdentificationNotPossible,
          ]);
        }
      }
      // Nothing changed: the real cart still holds one piece.
      expect((await get(ids)).json().payload.cart.cartProductList[0].quantity).toBe(1);
    });
  });

  describe('quantities', () => {
    it('adds to a line, subtracts from it, removes it at 0, and ignores a product that is not in the cart', async () => {
      const [a, b] = [
        await createProduct(t.db.orm, { basePrice: '10.10' }),
        await createProduct(t.db.orm, { basePrice: '0.05' }),
      ];
      const ids = await guestWith([{ productId: a.id, quantity: 2 }]);
      const grown = await add(
        [
          { productId: a.id, quantity: 3 },
          { productId: b.id, quantity: 7 },
        ],
        ids,
      );
      expect(grown.json().payload.cart).toMatchObject({ total: '50.85', lineCount: 2 });
      expect(
        grown
          .json()
          .payload.cart.cartProductList.map((l: { product: { id: string }; quantity: number }) => [
            l.product.id,
            l.quantity,
          ]),
      ).toEqual([
        [a.id, 5],
        [b.id, 7],
      ]);
      const shrunk = await remove(
        [
          { productId: a.id, quantity: 4 },
          { productId: b.id, quantity: 7 },
        ],
        ids,
      );
      expect(shrunk.json().payload.cart.cartProductList.map((l: { quantity: number }) => l.quantity)).toEqual([1]);
      const c = await createProduct(t.db.orm);
      const noop = await remove(
        [
          { productId: c.id, quantity: 1 },
          { productId: a.id, quantity: 100 },
        ],
        ids,
      );
      expect(noop.json().payload.cart).toMatchObject({ cartProductList: [], total: '0.00', lineCount: 0 });
    });

    it('cuts a line at 100 000 on the server, however the sum is reached', async () => {
      const p = await createProduct(t.db.orm, { basePrice: '99999.99' });
      const ids = await guestWith([{ productId: p.id, quantity: 99_999 }]);
      const capped = await add([{ productId: p.id, quantity: 100_000 }], ids);
      expect(capped.json().payload.cart.cartProductList[0]).toMatchObject({ quantity: 100_000, sum: '9999999000.00' });
      expect(capped.json().payload.cart.total).toBe('9999999000.00');
      const over = await add([{ productId: p.id, quantity: 100_001 }], ids);
      expect([over.statusCode, over.json().error]).toEqual([400, ErrorCode.CheckViolation]);
    });

    it('refuses a deleted or unsold product with 14 and an unknown one with 6, adding nothing and creating no visitor', async () => {
      const ok = await createProduct(t.db.orm);
      const unsold = await createProduct(t.db.orm, { availability: 'not_sold' });
      const deleted = await createProduct(t.db.orm, { deleted: true });
      for (const [p, code] of [
        [unsold.id, ErrorCode.ProductCannotBePurchased],
        [deleted.id, ErrorCode.ProductCannotBePurchased],
        ['00000000-0000-4000-8000-000000000000', ErrorCode.RecordNotFound],
      ] as const) {
        const res = await add([
          { productId: ok.id, quantity: 1 },
          { productId: p, quantity: 1 },
        ]);
        expect(res.json().error).toBe(code);
        expect(setCookie(res, 'anonymous_user_id')).toBeUndefined();
      }
      expect(await t.db.orm.select().from(anonymousUser)).toEqual([]);

      // A known visitor's add is refused whole too: the buyable line of the same call is not added.
      const ids = await guestWith([{ productId: ok.id, quantity: 1 }]);
      const refused = await add(
        [
          { productId: ok.id, quantity: 5 },
          { productId: unsold.id, quantity: 1 },
        ],
        ids,
      );
      expect([refused.statusCode, refused.json().error]).toEqual([409, ErrorCode.ProductCannotBePurchased]);
      expect((await get(ids)).json().payload.cart.cartProductList.map((l: { quantity: number }) => l.quantity)).toEqual(
        [1],
      );
    });

    it('keeps and marks a line whose product stops being buyable, leaving it out of the total', async () => {
      const [a, b, c] = [
        await createProduct(t.db.orm, { basePrice: '10.00' }),
        await createProduct(t.db.orm, { basePrice: '20.00' }),
        await createProduct(t.db.orm, { basePrice: '30.00' }),
      ];
      const ids = await guestWith([
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
        { productId: c.id, quantity: 1 },
      ]);
      await t.db.orm.update(product).set({ deletedAt: new Date() }).where(eq(product.id, a.id));
      await t.db.orm.update(product).set({ availability: 'not_sold' }).where(eq(product.id, b.id));
      const cart = (await get(ids)).json().payload.cart;
      expect(cart.total).toBe('30.00');
      expect(cart.lineCount).toBe(3);
      const byId = Object.fromEntries(cart.cartProductList.map((l: { product: { id: string } }) => [l.product.id, l]));
      expect(byId[a.id]).toMatchObject({ isPurchasable: false, unavailableReason: 'deleted', sum: '10.00' });
      expect(byId[b.id]).toMatchObject({ isPurchasable: false, unavailableReason: 'not_sold' });
      expect(byId[c.id]).toMatchObject({ isPurchasable: true, unavailableReason: null });
      // The owner can still take the dead lines out.
      const cleaned = await remove(
        [
          { productId: a.id, quantity: 1 },
          { productId: b.id, quantity: 1 },
        ],
        ids,
      );
      expect(cleaned.json().payload.cart.lineCount).toBe(1);
    });
  });

  describe('customer', () => {
    it('keeps the cart by the token, with the group price as personalPrice', async () => {
      const p = await createProduct(t.db.orm, { basePrice: '1000.00' });
      const [group] = await t.db.orm
        .insert(customerGroup)
        .values({ title: 'Интеграторы', discountPercent: '0' })
        .returning();
      await t.db.orm
        .insert(customerGroupPrice)
        .values({ customerGroupId: group?.id as string, productId: p.id, price: '850.50' });
      const { user, headers } = await signedIn(t.app, t.db.orm);
      await t.db.orm
        .update(users)
        .set({ customerGroupId: group?.id as string })
        .where(eq(users.id, user.id));
      const res = await add([{ productId: p.id, quantity: 2 }], headers);
      expect(res.json().payload.cart).toMatchObject({ userId: user.id, total: '1701.00' });
      expect(res.json().payload.cart.cartProductList[0].product).toMatchObject({
        basePrice: '1000.00',
        personalPrice: '850.50',
      });
      expect(setCookie(res, 'anonymous_user_id')).toBeUndefined();
      expect((await get(headers)).json().payload.cart.id).toBe(res.json().payload.cart.id);
    });
  });

  describe('merge on sign-in', () => {
    const loginWith = (email: string, headers: Headers) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: TEST_PASSWORD }, headers });
    const bearer = (res: { json(): { payload: { jwt: { accessToken: string } } } }) => ({
      authorization: `Bearer ${res.json().payload.jwt.accessToken}`,
    });

    it('sums quantities per product (capped), unites favorites, deletes the visitor, and sets the cookies', async () => {
      const [a, b, c] = [await createProduct(t.db.orm), await createProduct(t.db.orm), await createProduct(t.db.orm)];
      const user = await createUser(t.db.orm);
      const own = await login(t.app, user.email);
      await add(
        [
          { productId: a.id, quantity: 60_000 },
          { productId: b.id, quantity: 1 },
        ],
        { authorization: `Bearer ${own.accessToken}` },
      );
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/favorites/${a.id}`,
        headers: { authorization: `Bearer ${own.accessToken}` },
      });

      const ids = await guestWith([
        { productId: a.id, quantity: 50_000 },
        { productId: c.id, quantity: 2 },
      ]);
      for (const p of [a, c]) await t.app.inject({ method: 'POST', url: `/api/v1/favorites/${p.id}`, headers: ids });

      const res = await loginWith(user.email, ids);
      expect(res.statusCode).toBe(200);
      const cart = (await get(bearer(res))).json().payload.cart;
      expect(setCookie(res, 'cart_id')?.value).toBe(cart.id);
      expect(
        cart.cartProductList
          .map((l: { product: { id: string }; quantity: number }) => [l.product.id, l.quantity])
          .sort(),
      ).toEqual(
        [
          [a.id, 100_000],
          [b.id, 1],
          [c.id, 2],
        ].sort(),
      );
      const favorites = await t.app.inject({ method: 'GET', url: '/api/v1/favorites/ids', headers: bearer(res) });
      expect([...favorites.json().payload.productIdList].sort()).toEqual([a.id, c.id].sort());

      // The visitor is gone: its ids answer 422, and a second login with them adds nothing.
      const stale = await get(ids);
      expect([stale.statusCode, stale.json().error]).toEqual([422, ErrorCode.UserIdentificationNotPossible]);
      const twice = await loginWith(user.email, ids);
      expect(twice.statusCode).toBe(200);
      const after = (await get(bearer(twice))).json().payload.cart;
      expect(after.cartProductList.find((l: { product: { id: string } }) => l.product.id === c.id).quantity).toBe(2);
    });

    it('handles the four combinations of anonymous and customer carts', async () => {
      const p = await createProduct(t.db.orm);
      const combos = [
        { anonymous: false, customer: false, expected: null },
        { anonymous: true, customer: false, expected: 2 },
        { anonymous: false, customer: true, expected: 3 },
        { anonymous: true, customer: true, expected: 5 },
      ];
      for (const combo of combos) {
        const user = await createUser(t.db.orm);
        if (combo.customer)
          await add([{ productId: p.id, quantity: 3 }], {
            authorization: `Bearer ${(await login(t.app, user.email)).accessToken}`,
          });
        const [visitor] = await t.db.orm.insert(anonymousUser).values({}).returning();
        let ids: Headers = { 'x-anonymous-user-id': visitor?.id as string };
        if (combo.anonymous) ids = await guestWith([{ productId: p.id, quantity: 2 }]);
        const res = await loginWith(user.email, ids);
        expect(res.statusCode, JSON.stringify(combo)).toBe(200);
        const cart = await get(bearer(res));
        if (combo.expected === null) {
          expect([cart.statusCode, cart.json().error]).toEqual([404, ErrorCode.CartNotFound]);
          expect(setCookie(res, 'cart_id')).toBeUndefined();
        } else {
          expect(cart.json().payload.cart.cartProductList[0].quantity, JSON.stringify(combo)).toBe(combo.expected);
          expect(setCookie(res, 'cart_id')?.value).toBe(cart.json().payload.cart.id);
        }
        expect(
          await t.db.orm
            .select()
            .from(anonymousUser)
            .where(eq(anonymousUser.id, ids['x-anonymous-user-id'] as string)),
        ).toEqual([]);
      }
    });

    it('merges on registration too, and never fails a sign-in over unknown ids', async () => {
      const p = await createProduct(t.db.orm);
      const ids = await guestWith([{ productId: p.id, quantity: 4 }]);
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register/customer',
        payload: { email: 'new@example.ru', password: 'long-enough-1' },
        headers: ids,
      });
      expect(reg.statusCode).toBe(200);
      expect((await get(bearer(reg))).json().payload.cart.cartProductList[0].quantity).toBe(4);
      expect(setCookie(reg, 'anonymous_user_id')).toBeUndefined();

      const user = await createUser(t.db.orm);
      const unknown = await loginWith(user.email, {
        'x-anonymous-user-id': 'garbage',
        'x-cart-id': '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(200);
    });

    it('clears the anonymous cookie on sign-in and the cart cookie on sign-out', async () => {
      const p = await createProduct(t.db.orm);
      const ids = await guestWith([{ productId: p.id, quantity: 1 }]);
      const user = await createUser(t.db.orm);
      const res = await loginWith(user.email, {
        cookie: `anonymous_user_id=${ids['x-anonymous-user-id']}; cart_id=${ids['x-cart-id']}`,
      });
      expect(setCookie(res, 'anonymous_user_id')).toMatchObject({ value: '' });
      const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(res) });
      expect(out.statusCode).toBe(204);
      expect(setCookie(out, 'cart_id')).toMatchObject({ value: '' });
    });
  });

  describe('quick order', () => {
    const resolve = (lineList: { article: string; quantity: number }[], headers: Headers = {}) =>
      t.app.inject({ method: 'POST', url: '/api/v1/cart/quick-order/resolve', payload: { lineList }, headers });

    it('resolves articles normalised as search does, in order, with statuses and the cap', async () => {
      const dtco = await createProduct(t.db.orm, { article: 'DTCO 4.1', basePrice: '45000.00' });
      await createProduct(t.db.orm, { article: 'OLD-1', availability: 'not_sold' });
      await createProduct(t.db.orm, { article: 'GONE-1', deleted: true });
      const res = await resolve([
        { article: 'dtco4.1', quantity: 2 },
        { article: 'НЕТ-ТАКОГО', quantity: 1 },
        { article: 'old 1', quantity: 1 },
        { article: 'GONE-1', quantity: 1 },
        { article: 'DTCO-4-1', quantity: 150_000 },
      ]);
      expect(res.statusCode).toBe(200);
      const lines = res.json().payload.lineList;
      expect(
        lines.map((l: { status: string; quantity: number; capped: boolean }) => [l.status, l.quantity, l.capped]),
      ).toEqual([
        ['found', 2, false],
        ['not_found', 1, false],
        ['not_purchasable', 1, false],
        ['not_found', 1, false],
        ['found', 100_000, true],
      ]);
      expect(lines[0]).toMatchObject({ article: 'dtco4.1', product: { id: dtco.id, personalPrice: '45000.00' } });
      expect(lines[1].product).toBeNull();
    });

    it('takes up to 500 lines and refuses 501 with code 12', async () => {
      const many = Array.from({ length: 500 }, (_, i) => ({ article: `A${i}`, quantity: 1 }));
      expect((await resolve(many)).statusCode).toBe(200);
      const tooMany = await resolve([...many, { article: 'X', quantity: 1 }]);
      expect([tooMany.statusCode, tooMany.json().error]).toEqual([400, ErrorCode.CheckViolation]);
    });
  });
});
