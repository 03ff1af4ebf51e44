import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../identity/rate-limit';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { checkoutBody, confirmedCustomer, fillCart } from '../../testing/orders';
import { createProduct } from '../../testing/products';
import { secondApiOnSameDatabase, type SecondApi } from '../../testing/second-api';
import { TEST_ENGINE } from '../../testing/test-database';

/**
 * Orders under concurrency (issue #13): gapless, unique numbers and one order per cart, through one API or, on
 * PostgreSQL, through two API instances with their own connection pools on one database (as two processes would be).
 */
describe(`orders under concurrency (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let second: SecondApi | undefined;
  beforeEach(async () => {
    // Fifty sign-ins from one address in a minute are what the login limit exists to stop; here they are the setup.
    const generous = { perIp: { max: 1000, windowMs: 60_000 }, perSubject: { max: 1000, windowMs: 60_000 } };
    t = await buildTestApp({
      env: { ANONYMOUS_CLEANUP_INTERVAL_MINUTES: '0' },
      rateLimits: { ...DEFAULT_RATE_LIMITS, login: generous, register: generous, recovery: generous },
    });
  });
  afterEach(async () => {
    await second?.close();
    second = undefined;
    await t.close();
  });

  async function apps(): Promise<FastifyInstance[]> {
    second = await secondApiOnSameDatabase(t, 10);
    return second === undefined ? [t.app] : [t.app, second.app];
  }

  const checkout = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/checkout', payload: checkoutBody(), headers });

  it('50 customers checking out at once get 50 orders numbered 1001…1050, with no gap and no duplicate', async () => {
    const products = await Promise.all(Array.from({ length: 10 }, () => createProduct(t.db.orm)));
    const customers = [];
    for (let i = 0; i < 50; i++) {
      const customer = await confirmedCustomer(t.app, t.db.orm);
      await fillCart(
        t.app,
        customer.headers,
        products.map((p) => ({ productId: p.id, quantity: 1 + (i % 3) })),
      );
      customers.push(customer);
    }
    const targets = await apps();
    const replies = await Promise.all(
      customers.map((c, i) => checkout(targets[i % targets.length] as FastifyInstance, c.headers)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const numbers = (await t.db.orm.select({ number: orders.number }).from(orders))
      .map((r) => r.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => 1001 + i));
  });

  it('a double submit through two processes makes one order; the same key through both returns it to both', async () => {
    const product = await createProduct(t.db.orm);
    const plain = await confirmedCustomer(t.app, t.db.orm);
    const keyed = await confirmedCustomer(t.app, t.db.orm);
    await fillCart(t.app, plain.headers, [{ productId: product.id, quantity: 1 }]);
    await fillCart(t.app, keyed.headers, [{ productId: product.id, quantity: 1 }]);
    const [a, b] = await apps().then((list) => [list[0], list[1] ?? list[0]] as FastifyInstance[]);

    const twice = await Promise.all([
      checkout(a as FastifyInstance, plain.headers),
      checkout(b as FastifyInstance, plain.headers),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const withKey = { ...keyed.headers, 'idempotency-key': 'retry-0c1d2e3f' };
    const retried = await Promise.all([
      checkout(a as FastifyInstance, withKey),
      checkout(b as FastifyInstance, withKey),
    ]);
    expect(retried.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(retried[0]?.json().payload.order.id).toBe(retried[1]?.json().payload.order.id);
    expect(await t.db.orm.select({ id: orders.id }).from(orders)).toHaveLength(2);
  });
});
