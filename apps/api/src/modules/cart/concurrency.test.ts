import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { anonymousVisitor, createUser, login } from '../../testing/identity';
import { createProduct } from '../../testing/products';
import { secondApiOnSameDatabase, type SecondApi } from '../../testing/second-api';
import { TEST_ENGINE } from '../../testing/test-database';

type Headers = Record<string, string>;

/**
 * No lost update (issue #12): parallel adds to one cart, through one API or, on PostgreSQL, through two API
 * instances with their own connection pools on one database (as two processes would be).
 */
describe(`cart under concurrency (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let second: SecondApi | undefined;
  beforeEach(async () => {
    t = await buildTestApp({ env: { ANONYMOUS_CLEANUP_INTERVAL_MINUTES: '0' } });
  });
  afterEach(async () => {
    await second?.close();
    second = undefined;
    await t.close();
  });

  /** The apps requests are spread over: the test app, and on PostgreSQL a second one on the same database. */
  async function apps(): Promise<FastifyInstance[]> {
    second = await secondApiOnSameDatabase(t, 4);
    return second === undefined ? [t.app] : [t.app, second.app];
  }

  const add = (app: FastifyInstance, productId: string, headers: Headers) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/cart/product',
      payload: { cartProductList: [{ productId, quantity: 1 }] },
      headers,
    });

  for (const who of ['guest', 'customer'] as const) {
    it(`${who}: 20 parallel adds of different products leave 20 lines; 10 of one product leave quantity 10`, async () => {
      const products = await Promise.all(Array.from({ length: 20 }, () => createProduct(t.db.orm)));
      const targets = await apps();
      let headers: Headers;
      if (who === 'customer') {
        const user = await createUser(t.db.orm);
        headers = { authorization: `Bearer ${(await login(t.app, user.email)).accessToken}` };
      } else {
        // A known visitor without a cart yet: the parallel adds also race to create the cart.
        headers = await anonymousVisitor(t.db.orm);
      }

      const many = await Promise.all(
        products.map((p, i) => add(targets[i % targets.length] as FastifyInstance, p.id, headers)),
      );
      expect(many.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const one = products[0]?.id as string;
      const same = await Promise.all(
        Array.from({ length: 9 }, (_, i) => add(targets[i % targets.length] as FastifyInstance, one, headers)),
      );
      expect(same.map((r) => r.statusCode)).toEqual(Array(9).fill(200));

      const cart = (await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers })).json().payload.cart;
      expect(cart.lineCount).toBe(20);
      expect(cart.cartProductList.find((l: { product: { id: string } }) => l.product.id === one).quantity).toBe(10);
      expect(new Set(many.map((r) => r.json().payload.cart.id)).size).toBe(1);
    });
  }

  it('two parallel sign-ins with the same anonymous ids merge once', async () => {
    const p = await createProduct(t.db.orm);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/product',
      payload: { cartProductList: [{ productId: p.id, quantity: 3 }] },
    });
    const ids = { 'x-anonymous-user-id': first.cookies.find((c) => c.name === 'anonymous_user_id')?.value as string };
    const user = await createUser(t.db.orm);
    const targets = await apps();
    const signIns = await Promise.all(
      [0, 1].map((i) =>
        (targets[i % targets.length] as FastifyInstance).inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: user.email, password: 'correct horse battery' },
          headers: ids,
        }),
      ),
    );
    expect(signIns.map((r) => r.statusCode)).toEqual([200, 200]);
    const bearer = { authorization: `Bearer ${signIns[0]?.json().payload.jwt.accessToken}` };
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: bearer })).json().payload.cart;
    expect(cart.cartProductList[0].quantity).toBe(3);
  });
});
