import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderLine, orders, productStock } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { checkoutBody, confirmedCustomer, fillCart } from '../../testing/orders';
import { createProduct } from '../../testing/products';
import { secondApiOnSameDatabase, type SecondApi } from '../../testing/second-api';
import { TEST_ENGINE } from '../../testing/test-database';
import { DEFAULT_RATE_LIMITS } from '../identity/rate-limit';

/**
 * Orders and counted stock (issue #28): a checkout reserves in the statement that writes the order, refuses what the
 * stock cannot cover, a cancel releases and a completion writes off; and the race for the last pieces, through one
 * API or, on PostgreSQL, two API instances with their own pools on one database (as two processes would be).
 */
/** Completion without recorded payment and shipment (their rules are the fulfilment tests' concern). */
const paidOutside = { override: true, managerComment: 'Оплачен и отгружен' };

describe(`orders and counted stock (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let second: SecondApi | undefined;
  let root: Awaited<ReturnType<typeof signedIn>>;
  beforeEach(async () => {
    const generous = { perIp: { max: 1000, windowMs: 60_000 }, perSubject: { max: 1000, windowMs: 60_000 } };
    t = await buildTestApp({
      env: { ANONYMOUS_CLEANUP_INTERVAL_MINUTES: '0' },
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        login: generous,
        register: generous,
        recovery: generous,
        checkout: generous,
      },
    });
    root = await signedIn(t.app, t.db.orm, 'root');
  });
  afterEach(async () => {
    await second?.close();
    second = undefined;
    await t.close();
  });

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin${url}`, headers: root.headers, ...(payload ? { payload } : {}) });
  const checkout = (headers: Record<string, string>, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/v1/checkout', payload: checkoutBody(), headers });
  const stockOf = async (id: string) => (await admin('GET', `/product/${id}/stock`)).json().payload.productStock;

  async function counted(onHand: number, settings: object = {}) {
    const item = await createProduct(t.db.orm);
    await admin('POST', `/product/${item.id}/stock/adjustment`, { onHand, reason: 'Приёмка', expectedOnHand: null });
    if (Object.keys(settings).length > 0) await admin('PATCH', `/product/${item.id}/stock`, settings);
    return item;
  }

  it('reserves what an order takes, and refuses a line the stock cannot cover with 14 naming what is free', async () => {
    const item = await counted(5);
    const plain = await createProduct(t.db.orm);
    const buyer = await confirmedCustomer(t.app, t.db.orm);
    await fillCart(t.app, buyer.headers, [
      { productId: item.id, quantity: 3 },
      { productId: plain.id, quantity: 7 },
    ]);
    const placed = await checkout(buyer.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await stockOf(item.id)).toMatchObject({ onHand: 5, reserved: 3, free: 2, availability: 'in_stock' });
    const orderId = placed.json().payload.order.id as string;
    const lines = await t.db.orm.select().from(orderLine).where(eq(orderLine.orderId, orderId));
    expect(lines.map((l) => [l.productId, l.reservedQuantity]).sort()).toEqual(
      [
        [item.id, 3],
        [plain.id, 0],
      ].sort(),
    );
    const movements = (await admin('GET', `/product/${item.id}/stock/movements`)).json().payload.stockMovementList;
    expect(movements[0]).toMatchObject({
      kind: 'reserve',
      reservedFrom: 0,
      reservedTo: 3,
      order: { id: orderId, number: placed.json().payload.order.number },
    });

    const greedy = await confirmedCustomer(t.app, t.db.orm);
    await fillCart(t.app, greedy.headers, [{ productId: item.id, quantity: 4 }]);
    const refused = await checkout(greedy.headers);
    expect([refused.statusCode, refused.json().error]).toEqual([409, ErrorCode.ProductCannotBePurchased]);
    expect(refused.json().details).toEqual([
      { field: item.id, message: expect.stringContaining('свободно 2 шт., в заказе 4 шт.') },
    ]);
    // Nothing was written: the cart keeps its line and the stock is as it was.
    expect((await stockOf(item.id)).reserved).toBe(3);
    expect((await t.db.orm.select().from(orders)).length).toBe(1);
  });

  it('sells on order beyond what is on hand; the last free piece shows the product out of stock', async () => {
    const onOrder = await counted(1, { backorder: true, leadTimeDays: 10 });
    const last = await counted(2);
    const buyer = await confirmedCustomer(t.app, t.db.orm);
    await fillCart(t.app, buyer.headers, [
      { productId: onOrder.id, quantity: 6 },
      { productId: last.id, quantity: 2 },
    ]);
    expect((await checkout(buyer.headers)).statusCode).toBe(200);
    expect(await stockOf(onOrder.id)).toMatchObject({ onHand: 1, reserved: 6, availability: 'on_order' });
    expect(await stockOf(last.id)).toMatchObject({ onHand: 2, reserved: 2, availability: 'out_of_stock' });
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/product/by-slug/${last.slug}` });
    expect(page.json().payload.product.availability).toBe('out_of_stock');
  });

  it('releases what a cancelled order held and writes off what a completed one shipped, once', async () => {
    const item = await counted(10);
    const buyer = await confirmedCustomer(t.app, t.db.orm);
    const order = async (quantity: number) => {
      await fillCart(t.app, buyer.headers, [{ productId: item.id, quantity }]);
      return (await checkout(buyer.headers)).json().payload.order.id as string;
    };
    const canceled = await order(4);
    const completed = await order(6);
    expect(await stockOf(item.id)).toMatchObject({ reserved: 10, free: 0, availability: 'out_of_stock' });

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${canceled}/cancel`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(item.id)).toMatchObject({ onHand: 10, reserved: 6, availability: 'in_stock' });
    const done = await admin('PATCH', `/order/${completed}/status`, {
      status: 'completed',
      shippingCost: '0',
      ...paidOutside,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await stockOf(item.id)).toMatchObject({ onHand: 4, reserved: 0, free: 4 });
    // A second try changes no stock: the order is no longer `created` (32).
    expect((await admin('PATCH', `/order/${completed}/status`, { status: 'canceled' })).json().error).toBe(
      ErrorCode.Conflict,
    );
    expect(await stockOf(item.id)).toMatchObject({ onHand: 4, reserved: 0 });
    const kinds = (await admin('GET', `/product/${item.id}/stock/movements`))
      .json()
      .payload.stockMovementList.map((m: { kind: string; order: { id: string } | null }) => [
        m.kind,
        m.order?.id ?? null,
      ]);
    expect(kinds.slice(0, 2)).toEqual([
      ['write_off', completed],
      ['release', canceled],
    ]);
  });

  it('refuses to complete an order of goods sold on order before they are on hand (14), and changes nothing', async () => {
    const item = await counted(0, { backorder: true });
    const buyer = await confirmedCustomer(t.app, t.db.orm);
    await fillCart(t.app, buyer.headers, [{ productId: item.id, quantity: 3 }]);
    const id = (await checkout(buyer.headers)).json().payload.order.id as string;
    const early = await admin('PATCH', `/order/${id}/status`, {
      status: 'completed',
      shippingCost: '0',
      ...paidOutside,
    });
    expect([early.statusCode, early.json().error]).toEqual([409, ErrorCode.ProductCannotBePurchased]);
    expect((await t.db.orm.select().from(orders).where(eq(orders.id, id)))[0]?.status).toBe('created');
    expect(await stockOf(item.id)).toMatchObject({ onHand: 0, reserved: 3 });
    await admin('POST', `/product/${item.id}/stock/adjustment`, { onHand: 3, reason: 'Поставка', expectedOnHand: 0 });
    expect(
      (await admin('PATCH', `/order/${id}/status`, { status: 'completed', shippingCost: '0', ...paidOutside }))
        .statusCode,
    ).toBe(200);
    expect(await stockOf(item.id)).toMatchObject({ onHand: 0, reserved: 0 });
  });

  it('20 customers racing for 10 pieces: 10 orders and 10 refusals, gapless numbers, nothing oversold', async () => {
    const item = await counted(10);
    const buyers = [];
    for (let i = 0; i < 20; i++) {
      const buyer = await confirmedCustomer(t.app, t.db.orm);
      await fillCart(t.app, buyer.headers, [{ productId: item.id, quantity: 1 }]);
      buyers.push(buyer);
    }
    second = await secondApiOnSameDatabase(t, 10);
    const targets = second === undefined ? [t.app] : [t.app, second.app];
    const replies = await Promise.all(
      buyers.map((b, i) => checkout(b.headers, targets[i % targets.length] as FastifyInstance)),
    );
    const outcomes = replies.map((r) => (r.statusCode === 200 ? 'order' : r.json().error));
    expect(outcomes.filter((o) => o === 'order')).toHaveLength(10);
    expect(outcomes.filter((o) => o === ErrorCode.ProductCannotBePurchased)).toHaveLength(10);
    const [row] = await t.db.orm.select().from(productStock).where(eq(productStock.productId, item.id));
    expect(row).toMatchObject({ onHand: 10, reserved: 10 });
    const numbers = (await t.db.orm.select({ number: orders.number }).from(orders))
      .map((r) => r.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => 1001 + i));
  });

  it('checkouts of the same products added in opposite orders all go through, without a deadlock', async () => {
    const a = await counted(100);
    const b = await counted(100);
    const buyers = [];
    for (let i = 0; i < 16; i++) {
      const buyer = await confirmedCustomer(t.app, t.db.orm);
      const lines = [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
      ];
      await fillCart(t.app, buyer.headers, i % 2 === 0 ? lines : lines.reverse());
      buyers.push(buyer);
    }
    second = await secondApiOnSameDatabase(t, 10);
    const targets = second === undefined ? [t.app] : [t.app, second.app];
    const replies = await Promise.all(
      buyers.map((b, i) => checkout(b.headers, targets[i % targets.length] as FastifyInstance)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    expect(await stockOf(a.id)).toMatchObject({ reserved: 16 });
    expect(await stockOf(b.id)).toMatchObject({ reserved: 16 });
  });
});
