import { ErrorCode } from '@shop/errors';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { integratorRequest, orders, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, login, ManualClock, signedIn } from '../../testing/identity';
import { checkoutBody, confirmedCustomer, fillCart } from '../../testing/orders';
import { createProduct } from '../../testing/products';
import { addDays, moscowDay, weekStart } from './moscow-days';

type Headers = Record<string, string>;
interface Day {
  day: string;
  orderCount: number;
  revenue: string;
}

describe('moscow days', () => {
  it('puts 23:30 Moscow on that day and 00:30 on the next, whatever the UTC date', () => {
    expect(moscowDay(new Date('2026-03-04T20:30:00Z'))).toBe('2026-03-04');
    expect(moscowDay(new Date('2026-03-04T21:30:00Z'))).toBe('2026-03-05');
  });

  it('starts a week on Monday, across months and years', () => {
    expect(weekStart('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(weekStart('2026-03-08')).toBe('2026-03-02'); // the Sunday after it
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('admin dashboard', () => {
  // Thursday 5 March 2026, 13:00 in Moscow.
  const clock = new ManualClock(new Date('2026-03-05T10:00:00Z'));
  let t: TestApp;
  let adminEmail: string;
  beforeEach(async () => {
    setClock('2026-03-05T10:00:00Z');
    t = await buildTestApp({ clock });
    adminEmail = (await createUser(t.db.orm, { role: 'root' })).email;
  });
  afterEach(() => t.close());

  function setClock(iso: string) {
    clock.advance(new Date(iso).getTime() - clock.now().getTime());
  }
  /** Signs in at the clock's time (access tokens expire as the clock moves on). */
  const headersOf = async (email: string): Promise<Headers> => ({
    authorization: `Bearer ${(await login(t.app, email)).accessToken}`,
  });
  const dashboard = async () => {
    const headers = await headersOf(adminEmail);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers });
    expect(res.statusCode).toBe(200);
    return res.json().payload.dashboard;
  };
  /** A customer's order of `quantity` × a product at `price`, placed at the instant `at`. */
  async function place(at: string, price: string, quantity = 1, customer?: { user: { id: string; email: string } }) {
    setClock(at);
    const who =
      customer === undefined
        ? await confirmedCustomer(t.app, t.db.orm)
        : { ...customer, headers: await headersOf(customer.user.email) };
    await fillCart(t.app, who.headers, [
      { productId: (await createProduct(t.db.orm, { basePrice: price })).id, quantity },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: checkoutBody(),
      headers: who.headers,
    });
    expect(res.statusCode).toBe(200);
    return { ...(res.json().payload.order as { id: string; number: number; itemsTotal: string }), customer: who };
  }
  /** order_day_stats without its zero rows, beside the same figures counted from the orders themselves. */
  async function statsBesideRecount() {
    const kept = await queryRows<{ day: string; n: number; revenue: string }>(
      t.db.orm,
      sql`select day::text as day, order_count as n, revenue::text as revenue from order_day_stats where order_count > 0 order by day`,
    );
    const counted = await queryRows<{ day: string; n: number; revenue: string }>(
      t.db.orm,
      sql`select (created_at at time zone 'Europe/Moscow')::date::text as day, count(*)::int as n, sum(items_total)::numeric(16, 2)::text as revenue
          from orders where status <> 'canceled' group by 1 order by 1`,
    );
    return {
      kept: kept.map((r) => ({ ...r, n: Number(r.n) })),
      counted: counted.map((r) => ({ ...r, n: Number(r.n) })),
    };
  }

  it('refuses anonymous visitors (401) and customers (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await signedIn(t.app, t.db.orm, 'customer');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: customer.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(ErrorCode.NoPermission);
  });

  it('without orders: zeros, and 30 zero days oldest first ending today in Moscow', async () => {
    setClock('2026-03-04T21:30:00Z'); // 00:30 on Thursday 5 March in Moscow, still the 4th in UTC
    const d = await dashboard();
    expect(d.today).toEqual({ orderCount: 0, revenue: '0.00' });
    expect(d.week).toEqual({ orderCount: 0, revenue: '0.00' });
    expect(d).toMatchObject({ awaitingShippingCost: 0, pendingIntegratorRequests: 0, latestOrders: [] });
    expect(d.ordersByDay).toHaveLength(30);
    expect(d.ordersByDay[0]).toEqual({ day: '2026-02-04', orderCount: 0, revenue: '0.00' });
    expect(d.ordersByDay[29]).toEqual({ day: '2026-03-05', orderCount: 0, revenue: '0.00' });
    const days = (d.ordersByDay as Day[]).map((x) => x.day);
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(30);
  });

  it('counts orders by the Moscow day and the week from Monday, money exact', async () => {
    await place('2026-02-04T09:00:00Z', '5.00'); // the chart's first day
    await place('2026-02-03T20:00:00Z', '7.00'); // 23:00 on 3 February: before the chart
    await place('2026-03-01T20:30:00Z', '1000.00'); // Sunday 23:30 in Moscow: the week before
    await place('2026-03-01T21:30:00Z', '0.10', 3); // Monday 00:30 in Moscow (still Sunday in UTC): this week
    await place('2026-03-04T20:30:00Z', '1999.99'); // Wednesday 23:30 in Moscow
    await place('2026-03-04T21:30:00Z', '0.20'); // Thursday 00:30 in Moscow
    await place('2026-03-05T09:00:00Z', '1234567.89', 2); // Thursday noon

    setClock('2026-03-05T20:59:00Z'); // Thursday 23:59 in Moscow
    const d = await dashboard();
    expect(d.today).toEqual({ orderCount: 2, revenue: '2469135.98' });
    expect(d.week).toEqual({ orderCount: 4, revenue: '2471136.27' });
    const byDay = new Map((d.ordersByDay as Day[]).map((x) => [x.day, x]));
    expect(d.ordersByDay[0]).toEqual({ day: '2026-02-04', orderCount: 1, revenue: '5.00' });
    expect(byDay.get('2026-03-01')).toEqual({ day: '2026-03-01', orderCount: 1, revenue: '1000.00' });
    expect(byDay.get('2026-03-02')).toEqual({ day: '2026-03-02', orderCount: 1, revenue: '0.30' });
    expect(byDay.get('2026-03-03')).toEqual({ day: '2026-03-03', orderCount: 0, revenue: '0.00' });
    expect(byDay.get('2026-03-04')).toEqual({ day: '2026-03-04', orderCount: 1, revenue: '1999.99' });
    expect(d.ordersByDay[29]).toEqual({ day: '2026-03-05', orderCount: 2, revenue: '2469135.98' });
    expect((d.ordersByDay as Day[]).reduce((n, x) => n + x.orderCount, 0)).toBe(6);

    setClock('2026-03-05T21:00:00Z'); // Friday 00:00 in Moscow: a new day, the same week
    const next = await dashboard();
    expect(next.today).toEqual({ orderCount: 0, revenue: '0.00' });
    expect(next.week).toEqual(d.week);
    expect(next.ordersByDay[29].day).toBe('2026-03-06');
    expect(next.ordersByDay[0].day).toBe('2026-02-05');

    setClock('2026-03-08T21:00:00Z'); // Monday 9 March 00:00 in Moscow: a new week
    expect((await dashboard()).week).toEqual({ orderCount: 0, revenue: '0.00' });
  });

  it("keeps order_day_stats exact through checkout, the customer's and the admin's cancel, completion and deletion", async () => {
    const a = await place('2026-03-04T20:30:00Z', '100.10');
    const b = await place('2026-03-04T20:59:59Z', '200.20', 2, a.customer);
    const c = await place('2026-03-05T08:00:00Z', '300.30');
    const e = await place('2026-03-05T09:00:00Z', '0.01');
    let s = await statsBesideRecount();
    expect(s.kept).toEqual(s.counted);
    expect(s.kept).toEqual([
      { day: '2026-03-04', n: 2, revenue: '500.50' },
      { day: '2026-03-05', n: 2, revenue: '300.31' },
    ]);

    const customer = await headersOf(a.customer.user.email);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/order/${b.id}/cancel`, headers: customer })).statusCode,
    ).toBe(200);
    const admin = await headersOf(adminEmail);
    const status = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/admin/order/${id}/status`, payload, headers: admin });
    expect((await status(c.id, { status: 'canceled', managerComment: 'Нет в наличии' })).statusCode).toBe(200);
    const override = { override: true, managerComment: 'Оплачен и получен вне магазина' };
    expect((await status(e.id, { status: 'completed', shippingCost: '0', ...override })).statusCode).toBe(200);
    // A canceled order stays canceled (32): the figures do not move twice.
    expect((await status(c.id, { status: 'canceled' })).statusCode).toBe(409);
    s = await statsBesideRecount();
    expect(s.kept).toEqual(s.counted);
    expect(s.kept).toEqual([
      { day: '2026-03-04', n: 1, revenue: '100.10' },
      { day: '2026-03-05', n: 1, revenue: '0.01' },
    ]);

    await t.db.orm.delete(orders).where(eq(orders.id, a.id));
    await t.db.orm.delete(orders).where(eq(orders.id, b.id)); // a canceled one: nothing to take away
    s = await statsBesideRecount();
    expect(s.kept).toEqual(s.counted);
    expect(s.kept).toEqual([{ day: '2026-03-05', n: 1, revenue: '0.01' }]);

    setClock('2026-03-05T12:00:00Z');
    const d = await dashboard();
    expect(d.today).toEqual({ orderCount: 1, revenue: '0.01' });
    expect(d.week).toEqual({ orderCount: 1, revenue: '0.01' });
  });

  it("counts orders awaiting a shipping cost, this week's customers and pending integrator requests", async () => {
    const first = await place('2026-03-05T08:00:00Z', '10.00');
    const second = await place('2026-03-05T08:10:00Z', '10.00');
    const third = await place('2026-03-05T08:20:00Z', '10.00');
    setClock('2026-03-05T10:00:00Z');
    expect((await dashboard()).awaitingShippingCost).toBe(3);
    const admin = await headersOf(adminEmail);
    const patch = (id: string, payload: object, url = `/api/v1/admin/order/${id}`) =>
      t.app.inject({ method: 'PATCH', url, payload, headers: admin });
    expect((await patch(first.id, { shippingCost: '500.00' })).statusCode).toBe(200);
    expect((await patch(second.id, { status: 'canceled' }, `/api/v1/admin/order/${second.id}/status`)).statusCode).toBe(
      200,
    );
    expect((await dashboard()).awaitingShippingCost).toBe(1);
    expect(third.id).toBeDefined();

    // Customers: the ones placing orders above, plus three more; two registered before Monday 00:00 Moscow.
    await t.db.orm.update(users).set({ createdAt: new Date('2026-03-03T12:00:00Z') });
    const monday = new Date('2026-03-01T21:00:00Z');
    const early = await createUser(t.db.orm);
    const justBefore = await createUser(t.db.orm);
    const onTheDot = await createUser(t.db.orm);
    const admin2 = await createUser(t.db.orm, { role: 'root' });
    await t.db.orm
      .update(users)
      .set({ createdAt: new Date('2026-02-20T12:00:00Z') })
      .where(eq(users.id, early.id));
    await t.db.orm
      .update(users)
      .set({ createdAt: new Date(monday.getTime() - 1000) })
      .where(eq(users.id, justBefore.id));
    await t.db.orm.update(users).set({ createdAt: monday }).where(eq(users.id, onTheDot.id));
    await t.db.orm
      .update(users)
      .set({ createdAt: new Date('2026-03-04T12:00:00Z') })
      .where(eq(users.id, admin2.id));
    // The three ordering customers and onTheDot; roots never count.
    expect((await dashboard()).newCustomers).toBe(4);

    const request = (userId: string, status: 'pending' | 'confirmed' | 'rejected' | 'self-denial') =>
      t.db.orm.insert(integratorRequest).values({
        userId,
        status,
        companyTitle: 'ООО «Телематика»',
        inn: '7707083893',
        phone: '+79151234567',
        region: 'Москва',
      });
    await request(early.id, 'pending');
    await request(justBefore.id, 'pending');
    await request(onTheDot.id, 'rejected');
    await request(first.customer.user.id, 'self-denial');
    await request(second.customer.user.id, 'confirmed');
    expect((await dashboard()).pendingIntegratorRequests).toBe(2);
  });

  it('counts open orders unpaid for more than five days, paid orders still to ship and products running low', async () => {
    const old = await place('2026-02-25T08:00:00Z', '1000.00');
    const partlyPaid = await place('2026-02-26T08:00:00Z', '1000.00');
    const recent = await place('2026-03-03T08:00:00Z', '1000.00');
    const paidOld = await place('2026-02-20T08:00:00Z', '1000.00');
    setClock('2026-03-05T10:00:00Z');
    const admin = await headersOf(adminEmail);
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url: `/api/v1/admin${url}`, payload, headers: admin });
    for (const { id } of [old, partlyPaid, recent, paidOld])
      expect((await call('PATCH', `/order/${id}`, { shippingCost: '0' })).statusCode).toBe(200);
    const pay = (id: string, amount: string) =>
      call('POST', `/order/${id}/payment`, { kind: 'payment', amount, paidOn: '2026-03-04', documentNumber: '1' });
    await pay(partlyPaid.id, '400');
    await pay(paidOld.id, '1000');
    await pay(recent.id, '1000');
    await call('POST', `/order/${recent.id}/shipment`, { status: 'shipped', carrier: 'СДЭК' });

    const stock = async (onHand: number, settings: object = {}) => {
      const { id } = await createProduct(t.db.orm);
      const adjust = { onHand, reason: 'Инвентаризация', expectedOnHand: null };
      expect((await call('POST', `/product/${id}/stock/adjustment`, adjust)).statusCode).toBe(200);
      if (Object.keys(settings).length > 0)
        expect((await call('PATCH', `/product/${id}/stock`, settings)).statusCode).toBe(200);
    };
    await stock(5);
    await stock(0);
    await stock(6);
    await stock(1, { backorder: true, leadTimeDays: 10 });

    expect(await dashboard()).toMatchObject({
      // Placed before 28 February 13:00 Moscow and not paid in full: the old one and the partly paid one.
      overdueUnpaidOrders: 2,
      unpaidOrderDays: 5,
      // Paid in full and still preparing: the old paid one (the recent paid one has shipped).
      awaitingShipment: 1,
      // 5 and 0 free; 6 is enough, and the one sold on order is left out.
      lowStockProducts: 2,
    });
  });

  it('lists the five latest orders exactly as the admin order list does', async () => {
    for (let i = 0; i < 7; i++) await place(`2026-03-0${i + 1}T08:00:00Z`, `${i + 1}00.00`);
    setClock('2026-03-08T10:00:00Z');
    const d = await dashboard();
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/order/list?limit=5',
        headers: await headersOf(adminEmail),
      })
    ).json().payload.orderList;
    expect(d.latestOrders).toHaveLength(5);
    expect(d.latestOrders).toEqual(list);
    expect(d.latestOrders.map((o: { itemsTotal: string }) => o.itemsTotal)).toEqual([
      '700.00',
      '600.00',
      '500.00',
      '400.00',
      '300.00',
    ]);
  });
});
