import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStock } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { createProduct } from '../../testing/products';

describe('stock (issue #28)', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  let customer: Awaited<ReturnType<typeof signedIn>>;
  /** The scopes the API published, in order. */
  const published: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    root = await signedIn(t.app, t.db.orm, 'root');
    customer = await signedIn(t.app, t.db.orm, 'customer', { confirmed: true });
    t.app.writeFeed.subscribe((change) => void published.push(change.scope));
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = root.headers) =>
    t.app.inject({ method, url: `/api/v1/admin/product${url}`, headers, ...(payload ? { payload } : {}) });
  const stockOf = async (id: string) => (await admin('GET', `/${id}/stock`)).json().payload.productStock;
  const shownAvailability = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/product/by-slug/${slug}` })).json().payload.product.availability;

  it('counts a product from its first adjustment, keeps each one as a movement, and shows what follows', async () => {
    const item = await createProduct(t.db.orm);
    expect(await stockOf(item.id)).toMatchObject({
      tracked: false,
      onHand: 0,
      availability: 'in_stock',
      updatedAt: null,
    });

    published.length = 0;
    const counted = await admin('POST', `/${item.id}/stock/adjustment`, {
      onHand: 5,
      reason: 'Приёмка по накладной 17',
      expectedOnHand: null,
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().payload.productStock).toMatchObject({
      tracked: true,
      onHand: 5,
      reserved: 0,
      free: 5,
      backorder: false,
      availability: 'in_stock',
    });
    // Its stock shows from now on («Мало»): everyone's pages purge.
    expect(published).toEqual(['catalogue']);

    const emptied = await admin('POST', `/${item.id}/stock/adjustment`, {
      onHand: 0,
      reason: 'Инвентаризация',
      expectedOnHand: 5,
    });
    expect(emptied.json().payload.productStock).toMatchObject({ onHand: 0, availability: 'out_of_stock' });
    expect(published).toEqual(['catalogue', 'catalogue']);
    expect(await shownAvailability(item.slug)).toBe('out_of_stock');

    const movements = (await admin('GET', `/${item.id}/stock/movements`)).json().payload;
    expect(movements.pagination.total).toBe(2);
    expect(
      movements.stockMovementList.map((m: { reason: string; onHandFrom: number; onHandTo: number }) => [
        m.reason,
        m.onHandFrom,
        m.onHandTo,
      ]),
    ).toEqual([
      ['Инвентаризация', 5, 0],
      ['Приёмка по накладной 17', 0, 5],
    ]);
    expect(movements.stockMovementList[0]).toMatchObject({
      kind: 'adjustment',
      order: null,
      changedBy: { email: root.user.email },
    });
  });

  it('refuses an adjustment made on a count that changed meanwhile (32), and changes nothing', async () => {
    const item = await createProduct(t.db.orm);
    await admin('POST', `/${item.id}/stock/adjustment`, { onHand: 3, reason: 'Приёмка', expectedOnHand: null });
    const stale = await admin('POST', `/${item.id}/stock/adjustment`, {
      onHand: 9,
      reason: 'Приёмка',
      expectedOnHand: 1,
    });
    expect([stale.statusCode, stale.json().error]).toEqual([409, ErrorCode.Conflict]);
    expect(stale.json().message).toMatch(/изменился/);
    expect((await stockOf(item.id)).onHand).toBe(3);
    expect((await admin('GET', `/${item.id}/stock/movements`)).json().payload.pagination.total).toBe(1);
  });

  it('sells on order when none is free, and a stopped sale wins over any count', async () => {
    const item = await createProduct(t.db.orm);
    await admin('POST', `/${item.id}/stock/adjustment`, {
      onHand: 0,
      reason: 'Начальный остаток',
      expectedOnHand: null,
    });
    const onOrder = await admin('PATCH', `/${item.id}/stock`, { backorder: true, leadTimeDays: 14 });
    expect(onOrder.json().payload.productStock).toMatchObject({
      backorder: true,
      leadTimeDays: 14,
      availability: 'on_order',
    });
    expect(await shownAvailability(item.slug)).toBe('on_order');

    await admin('POST', `/${item.id}/stock/adjustment`, { onHand: 40, reason: 'Поставка', expectedOnHand: 0 });
    expect(await shownAvailability(item.slug)).toBe('in_stock');
    const stopped = await admin('PATCH', `/${item.id}/stock`, { saleStopped: true });
    expect(stopped.json().payload.productStock).toMatchObject({
      onHand: 40,
      saleStopped: true,
      availability: 'not_sold',
    });
    expect(await shownAvailability(item.slug)).toBe('not_sold');
  });

  it("takes the product form's availability of a counted product as its settings, and shows what follows", async () => {
    const item = await createProduct(t.db.orm);
    await admin('POST', `/${item.id}/stock/adjustment`, {
      onHand: 0,
      reason: 'Начальный остаток',
      expectedOnHand: null,
    });
    const update = (availability: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/product/${item.id}`,
        headers: root.headers,
        payload: { availability },
      });
    expect((await update('on_order')).json().payload.product.availability).toBe('on_order');
    expect(await stockOf(item.id)).toMatchObject({ backorder: true, saleStopped: false });
    // «В наличии» with nothing on hand is not what the count says: out of stock.
    expect((await update('in_stock')).json().payload.product.availability).toBe('out_of_stock');
    expect((await update('not_sold')).json().payload.product.availability).toBe('not_sold');
    expect(await stockOf(item.id)).toMatchObject({ saleStopped: true, backorder: false, onHand: 0 });
  });

  it('lets no customer buy a counted product with none free (14), and keeps such a line out of the total', async () => {
    const item = await createProduct(t.db.orm, { basePrice: '250.00' });
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/product',
        headers: customer.headers,
        payload: { cartProductList: [{ productId: item.id, quantity: 1 }] },
      });
    expect((await add()).statusCode).toBe(200);
    await admin('POST', `/${item.id}/stock/adjustment`, { onHand: 0, reason: 'Списание брака', expectedOnHand: null });
    expect((await add()).json().error).toBe(ErrorCode.ProductCannotBePurchased);
    const { cart } = (await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: customer.headers })).json()
      .payload;
    const line = cart.cartProductList.find((l: { product: { id: string } }) => l.product.id === item.id);
    expect(line).toMatchObject({ isPurchasable: false, unavailableReason: 'out_of_stock' });
  });

  it('keeps what open orders hold: on hand below it is refused unless sold on order (12 naming the field)', async () => {
    const item = await createProduct(t.db.orm);
    await admin('POST', `/${item.id}/stock/adjustment`, { onHand: 10, reason: 'Приёмка', expectedOnHand: null });
    await t.db.orm.update(productStock).set({ reserved: 6 }).where(eq(productStock.productId, item.id));
    const below = await admin('POST', `/${item.id}/stock/adjustment`, {
      onHand: 4,
      reason: 'Пересчёт',
      expectedOnHand: 10,
    });
    expect([below.statusCode, below.json().error]).toEqual([400, ErrorCode.CheckViolation]);
    expect(below.json().details).toEqual([{ field: 'onHand', message: expect.stringContaining('6 шт.') }]);
    expect((await stockOf(item.id)).onHand).toBe(10);
  });

  it('refuses a blank reason (12), an unknown product (6), customers (403) and visitors (401)', async () => {
    const item = await createProduct(t.db.orm);
    const blank = await admin('POST', `/${item.id}/stock/adjustment`, {
      onHand: 1,
      reason: '   ',
      expectedOnHand: null,
    });
    expect(blank.json().error).toBe(ErrorCode.CheckViolation);
    const unknown = await admin('GET', '/5b1c8a4e-2f3d-4e6a-9b7c-0d1e2f3a4b5c/stock');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, ErrorCode.RecordNotFound]);
    expect((await admin('GET', `/${item.id}/stock`, undefined, customer.headers)).statusCode).toBe(403);
    expect((await admin('GET', `/${item.id}/stock`, undefined, {} as typeof root.headers)).statusCode).toBe(401);
    expect((await stockOf(item.id)).tracked).toBe(false);
  });
});
