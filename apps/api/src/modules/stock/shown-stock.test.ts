import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerGroup, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { checkoutBody, confirmedCustomer, fillCart } from '../../testing/orders';
import { createProduct } from '../../testing/products';
import { TEST_ENGINE } from '../../testing/test-database';

/**
 * What shoppers are shown of counted stock (issue #28, decision 013): guests and customers without a group the level
 * and lead time only, customers of a group the free quantity too; lines that ask more than is free are flagged; and a
 * stock change purges the pages that show it: everyone's for the level, only the groups' for their number.
 */
describe(`stock as shoppers see it (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  let grouped: Awaited<ReturnType<typeof confirmedCustomer>>;
  let ungrouped: Awaited<ReturnType<typeof confirmedCustomer>>;
  /** The scopes the API published since the test's last reset, in order. */
  const published: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    root = await signedIn(t.app, t.db.orm, 'root');
    const [group] = await t.db.orm.insert(customerGroup).values({ title: 'Интеграторы' }).returning();
    grouped = await confirmedCustomer(t.app, t.db.orm);
    await t.db.orm.update(users).set({ customerGroupId: group?.id }).where(eq(users.id, grouped.user.id));
    ungrouped = await confirmedCustomer(t.app, t.db.orm);
    t.app.writeFeed.subscribe((change) => {
      if (change.scope !== 'shopper') published.push(change.scope);
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    published.length = 0;
  });

  const admin = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/v1/admin${url}`, headers: root.headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const stockOnPage = async (slug: string, headers: Record<string, string> = {}) =>
    (await get(`/api/v1/product/by-slug/${slug}`, headers)).json().payload.product.stock;

  /** A product counted with `onHand` pieces (and any settings), its title unique for search. */
  async function counted(onHand: number, settings: object = {}) {
    const item = await createProduct(t.db.orm, { title: `Блок СКЗИ ${Math.random().toString(36).slice(2, 8)}` });
    await admin('POST', `/product/${item.id}/stock/adjustment`, { onHand, reason: 'Приёмка', expectedOnHand: null });
    if (Object.keys(settings).length > 0) await admin('PATCH', `/product/${item.id}/stock`, settings);
    published.length = 0;
    return item;
  }

  it('shows guests and ungrouped customers the level only, and customers of a group the free quantity', async () => {
    const item = await counted(12);
    const level = { level: 'in_stock', leadTimeDays: null };
    expect(await stockOnPage(item.slug)).toEqual(level);
    expect(await stockOnPage(item.slug, ungrouped.headers)).toEqual(level);
    expect(await stockOnPage(item.slug, grouped.headers)).toEqual({ ...level, free: { quantity: 12, more: false } });

    // The same in the listing, search and the cart, whose cards are priced for the caller.
    const listed = async (headers: Record<string, string> = {}) =>
      (await get('/api/v1/product/list?limit=100', headers))
        .json()
        .payload.productList.find((p: { id: string }) => p.id === item.id).stock;
    expect(await listed()).toEqual(level);
    expect((await listed(grouped.headers)).free).toEqual({ quantity: 12, more: false });
    const found = (await get(`/api/v1/search?query=${encodeURIComponent(item.title)}`, grouped.headers)).json();
    expect(found.payload.productList[0].product.stock.free).toEqual({ quantity: 12, more: false });
    await fillCart(t.app, grouped.headers, [{ productId: item.id, quantity: 1 }]);
    const cart = (await get('/api/v1/cart', grouped.headers)).json().payload.cart;
    expect(cart.cartProductList[0].product.stock.free).toEqual({ quantity: 12, more: false });

    // No reply a guest gets carries a number: not the page, not the listing, not search.
    for (const url of [
      `/api/v1/product/by-slug/${item.slug}`,
      '/api/v1/product/list?limit=100',
      `/api/v1/search?query=${encodeURIComponent(item.title)}`,
    ])
      expect((await get(url)).body).not.toContain('"free"');
  });

  it('says «Мало» at five free or fewer, «> 50» above fifty, the lead time on order, and nothing uncounted', async () => {
    const few = await counted(5);
    expect(await stockOnPage(few.slug)).toEqual({ level: 'low', leadTimeDays: null });
    const many = await counted(80);
    expect(await stockOnPage(many.slug, grouped.headers)).toMatchObject({ free: { quantity: 50, more: true } });
    const onOrder = await counted(0, { backorder: true, leadTimeDays: 14 });
    expect(await stockOnPage(onOrder.slug, grouped.headers)).toEqual({ level: 'on_order', leadTimeDays: 14 });
    const none = await counted(0);
    expect(await stockOnPage(none.slug, grouped.headers)).toEqual({ level: 'out_of_stock', leadTimeDays: null });
    const plain = await createProduct(t.db.orm);
    expect(await stockOnPage(plain.slug, grouped.headers)).toBeNull();
  });

  it('flags cart and quick-order lines that ask more than is free, unless the product is sold on order', async () => {
    const item = await counted(12);
    const onOrder = await counted(2, { backorder: true, leadTimeDays: 5 });
    const plain = await createProduct(t.db.orm);
    const buyer = await confirmedCustomer(t.app, t.db.orm);
    await fillCart(t.app, buyer.headers, [
      { productId: item.id, quantity: 12 },
      { productId: onOrder.id, quantity: 30 },
      { productId: plain.id, quantity: 500 },
    ]);
    // The lines' flags in the order of [item, onOrder, plain] (one add gives its lines one time: ordered by id).
    const flags = async () => {
      const lines: { exceedsStock: boolean; product: { id: string } }[] = (
        await get('/api/v1/cart', buyer.headers)
      ).json().payload.cart.cartProductList;
      return [item, onOrder, plain].map((p) => lines.find((l) => l.product.id === p.id)?.exceedsStock);
    };
    expect(await flags()).toEqual([false, false, false]);
    await fillCart(t.app, buyer.headers, [{ productId: item.id, quantity: 1 }]);
    expect(await flags()).toEqual([true, false, false]);

    const resolved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/quick-order/resolve',
      payload: {
        lineList: [
          { article: item.article, quantity: 13 },
          { article: item.article, quantity: 12 },
          { article: onOrder.article, quantity: 99 },
          { article: 'НЕТ-ТАКОГО', quantity: 1 },
        ],
      },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().payload.lineList.map((l: { exceedsStock: boolean }) => l.exceedsStock)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('purges what a checkout or a cancel changed: everyone’s pages for the level, groups’ for their number', async () => {
    const buyer = await confirmedCustomer(t.app, t.db.orm);
    const order = async (productId: string, quantity: number) => {
      await fillCart(t.app, buyer.headers, [{ productId, quantity }]);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/checkout',
        payload: checkoutBody(),
        headers: buyer.headers,
      });
      expect(placed.statusCode, placed.body).toBe(200);
      return placed.json().payload.order.id as string;
    };

    const thirty = await counted(30);
    // Kept in the reply caches before the change: the next read must not come from them.
    expect((await stockOnPage(thirty.slug, grouped.headers)).free.quantity).toBe(30);
    const guestPage = await get(`/api/v1/product/by-slug/${thirty.slug}`);
    const held = await order(thirty.id, 2);
    expect(published).toEqual(['stock']);
    expect((await stockOnPage(thirty.slug, grouped.headers)).free.quantity).toBe(28);
    // What a guest is shown did not change.
    expect((await get(`/api/v1/product/by-slug/${thirty.slug}`)).json().payload.product.stock).toEqual(
      guestPage.json().payload.product.stock,
    );

    published.length = 0;
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/order/${held}/cancel`, headers: buyer.headers });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(published).toEqual(['stock']);
    expect((await stockOnPage(thirty.slug, grouped.headers)).free.quantity).toBe(30);

    const seven = await counted(7);
    expect((await stockOnPage(seven.slug)).level).toBe('in_stock');
    await order(seven.id, 2);
    expect(published).toEqual(['catalogue']);
    expect((await stockOnPage(seven.slug)).level).toBe('low');

    // Above fifty free the number shows as «> 50» before and after: no page changed, nothing is purged.
    const plenty = await counted(100);
    await order(plenty.id, 3);
    expect(published).toEqual([]);

    // The administrator's count: a number only groups see is theirs alone; a lead time everyone sees.
    await admin('POST', `/product/${thirty.id}/stock/adjustment`, {
      onHand: 31,
      reason: 'Пересчёт',
      expectedOnHand: 30,
    });
    expect(published).toEqual(['stock']);
    const onOrder = await counted(0, { backorder: true, leadTimeDays: 7 });
    await admin('PATCH', `/product/${onOrder.id}/stock`, { leadTimeDays: 10 });
    expect(published).toEqual(['catalogue']);
    expect((await stockOnPage(onOrder.slug)).leadTimeDays).toBe(10);
  });
});
