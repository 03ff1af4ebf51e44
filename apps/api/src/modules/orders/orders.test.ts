import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { readOutbox } from '../../mail/mailer';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { checkoutBody, confirmedCustomer, fillCart, VALID_COMPANY } from '../../testing/orders';
import { createProduct } from '../../testing/products';

type Headers = Record<string, string>;

describe('orders', () => {
  let t: TestApp;
  let admin: Headers;
  beforeEach(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.db.orm, 'root')).headers;
  });
  afterEach(() => t.close());

  /** A customer's order of one product, as a company or an individual. */
  async function place(headers: Headers, body: object = checkoutBody()) {
    await fillCart(t.app, headers, [
      { productId: (await createProduct(t.db.orm, { basePrice: '1500.00' })).id, quantity: 2 },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/checkout', payload: body, headers });
    expect(res.statusCode).toBe(200);
    return res.json().payload.order as { id: string; number: number };
  }
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const patch = (url: string, payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'PATCH', url, payload, headers });

  describe('the customer', () => {
    it('lists own orders only, newest first, by status, in pages', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const other = await confirmedCustomer(t.app, t.db.orm);
      const first = await place(me.headers);
      const second = await place(me.headers);
      await place(other.headers);
      await t.app.inject({ method: 'POST', url: `/api/v1/order/${first.id}/cancel`, headers: me.headers });

      const all = (await get('/api/v1/order/list', me.headers)).json().payload;
      expect(all.orderList.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
      expect(all.pagination).toEqual({ page: 1, limit: 20, total: 2 });
      expect(all.orderList[0]).toMatchObject({
        status: 'created',
        payerType: 'individual',
        itemsTotal: '3000.00',
        total: null,
        lineCount: 1,
        companyTitle: null,
      });
      const canceled = (await get('/api/v1/order/list?status=canceled', me.headers)).json().payload;
      expect(canceled.orderList.map((o: { id: string }) => o.id)).toEqual([first.id]);
      const paged = (await get('/api/v1/order/list?page=2&limit=1', me.headers)).json().payload;
      expect(paged).toMatchObject({ orderList: [{ id: first.id }], pagination: { page: 2, limit: 1, total: 2 } });
    });

    it("reads own orders; 16 for someone else's, 6 for none", async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const other = await confirmedCustomer(t.app, t.db.orm);
      const order = await place(me.headers);
      expect((await get(`/api/v1/order/${order.id}`, me.headers)).json().payload.order.number).toBe(order.number);
      const foreign = await get(`/api/v1/order/${order.id}`, other.headers);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error).toBe(ErrorCode.UserNotOrderOwner);
      expect((await get('/api/v1/order/00000000-0000-4000-8000-000000000000', me.headers)).json().error).toBe(
        ErrorCode.RecordNotFound,
      );
      expect((await get(`/api/v1/order/${order.id}`, {})).statusCode).toBe(401);
    });

    it("cancels an own created order once, with a history step and a letter; 32 after, 16 for someone else's", async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const other = await confirmedCustomer(t.app, t.db.orm);
      const order = await place(me.headers);
      const cancel = (headers: Headers) =>
        t.app.inject({ method: 'POST', url: `/api/v1/order/${order.id}/cancel`, headers });

      expect((await cancel(other.headers)).json().error).toBe(ErrorCode.UserNotOrderOwner);
      const res = await cancel(me.headers);
      expect(res.statusCode).toBe(200);
      const canceled = res.json().payload.order;
      expect(canceled.status).toBe('canceled');
      expect(canceled.statusHistory).toEqual([
        expect.objectContaining({ from: null, to: 'created' }),
        expect.objectContaining({
          from: 'created',
          to: 'canceled',
          changedBy: expect.objectContaining({ id: me.user.id }),
        }),
      ]);
      const again = await cancel(me.headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(ErrorCode.Conflict);
      const letters = await readOutbox(t.config.mail.outboxDir);
      expect(letters.some((l) => l.subject.startsWith(`Заказ № ${order.number}: отменён`))).toBe(true);
    });

    it("sees the shop's steps in the history with no staff id or e-mail, its own steps as itself; the admin sees who (issue #24, finding 13)", async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await place(me.headers);
      expect(
        (await patch(`/api/v1/admin/order/${order.id}/status`, { status: 'canceled', managerComment: 'Нет в наличии' }))
          .statusCode,
      ).toBe(200);

      const seen = await get(`/api/v1/order/${order.id}`, me.headers);
      const history = seen.json().payload.order.statusHistory;
      expect(history).toEqual([
        expect.objectContaining({
          from: null,
          to: 'created',
          changedBy: expect.objectContaining({ id: me.user.id, email: me.user.email }),
        }),
        { from: 'created', to: 'canceled', changedAt: expect.any(String), changedBy: null, comment: 'Нет в наличии' },
      ]);
      const adminHistory = (await get(`/api/v1/admin/order/${order.id}`, admin)).json().payload.order.statusHistory;
      const staff = adminHistory[1].changedBy;
      expect(staff).toMatchObject({ id: expect.any(String), email: expect.any(String) });
      expect(staff.id).not.toBe(me.user.id);
      expect(seen.body).not.toContain(staff.email);
      expect(seen.body).not.toContain(staff.id);
    });

    it("downloads the invoice of an own company order as a PDF; 6 for an individual's, 16 for someone else's", async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const other = await confirmedCustomer(t.app, t.db.orm);
      const company = await place(me.headers, checkoutBody({ payerType: 'company', company: VALID_COMPANY }));
      const individual = await place(me.headers);

      const pdf = await get(`/api/v1/order/${company.id}/invoice`, me.headers);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=".*1001.*\.pdf"/);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get(`/api/v1/order/${individual.id}/invoice`, me.headers)).json().error).toBe(
        ErrorCode.RecordNotFound,
      );
      expect((await get(`/api/v1/order/${company.id}/invoice`, other.headers)).json().error).toBe(
        ErrorCode.UserNotOrderOwner,
      );
      expect((await get(`/api/v1/admin/order/${company.id}/invoice`, admin)).headers['content-type']).toBe(
        'application/pdf',
      );
    });
  });

  describe('the admin', () => {
    it('refuses anonymous visitors and customers on every order desk call', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await place(me.headers);
      const calls = [
        ['GET', '/api/v1/admin/order/list'],
        ['GET', '/api/v1/admin/order/export'],
        ['GET', `/api/v1/admin/order/${order.id}`],
        ['GET', `/api/v1/admin/order/${order.id}/invoice`],
        ['PATCH', `/api/v1/admin/order/${order.id}`],
        ['PATCH', `/api/v1/admin/order/${order.id}/status`],
      ] as const;
      for (const [method, url] of calls) {
        expect(
          (await t.app.inject({ method, url, payload: method === 'PATCH' ? { status: 'canceled' } : undefined }))
            .statusCode,
        ).toBe(401);
        expect(
          (
            await t.app.inject({
              method,
              url,
              headers: me.headers,
              payload: method === 'PATCH' ? { status: 'canceled' } : undefined,
            })
          ).statusCode,
        ).toBe(403);
      }
      expect((await t.db.orm.select({ status: orders.status }).from(orders))[0]?.status).toBe('created');
    });

    it('searches by number, e-mail, company and INN, and filters by status, customer and Moscow days', async () => {
      const ivan = await confirmedCustomer(t.app, t.db.orm);
      const anna = await confirmedCustomer(t.app, t.db.orm);
      const a = await place(ivan.headers, checkoutBody({ payerType: 'company', company: VALID_COMPANY }));
      const b = await place(
        anna.headers,
        checkoutBody({ contact: { ...checkoutBody().contact, email: 'anna@zavod.ru' } }),
      );
      const ids = async (query: string) =>
        (await get(`/api/v1/admin/order/list?${query}`, admin))
          .json()
          .payload.orderList.map((o: { id: string }) => o.id);

      expect(await ids(`searchQuery=${a.number}`)).toEqual([a.id]);
      expect(await ids(`searchQuery=${encodeURIComponent(`№ ${b.number}`)}`)).toEqual([b.id]);
      expect(await ids('searchQuery=ANNA%40ZAVOD')).toEqual([b.id]);
      expect(await ids(`searchQuery=${encodeURIComponent(ivan.user.email)}`)).toEqual([a.id]);
      expect(await ids(`searchQuery=${encodeURIComponent('тахограф-сервис')}`)).toEqual([a.id]);
      expect(await ids('searchQuery=7707083893')).toEqual([a.id]);
      expect(await ids('searchQuery=100%25')).toEqual([]);
      expect(await ids(`userId=${anna.user.id}`)).toEqual([b.id]);
      expect(await ids('')).toEqual([b.id, a.id]);

      await t.db.orm
        .update(orders)
        .set({ createdAt: new Date('2026-11-24T21:30:00Z') })
        .where(eq(orders.id, a.id)); // 25 Nov 00:30 in Moscow
      await t.db.orm
        .update(orders)
        .set({ createdAt: new Date('2026-11-24T20:30:00Z') })
        .where(eq(orders.id, b.id)); // 24 Nov 23:30 in Moscow
      expect(await ids('createdFrom=2026-11-25')).toEqual([a.id]);
      expect(await ids('createdTo=2026-11-24')).toEqual([b.id]);
      expect(await ids('createdFrom=2026-11-24&createdTo=2026-11-25')).toEqual([a.id, b.id]);

      // A text search pages and counts its matches newest first, like the unfiltered list.
      const third = await place(
        anna.headers,
        checkoutBody({ contact: { ...checkoutBody().contact, email: 'anna@zavod.ru' } }),
      );
      const paged = (await get('/api/v1/admin/order/list?searchQuery=zavod&limit=1&page=2', admin)).json().payload;
      expect(paged.pagination).toEqual({ page: 2, limit: 1, total: 2 });
      expect(paged.orderList.map((o: { id: string }) => o.id)).toEqual([b.id]);
      expect(await ids('searchQuery=zavod')).toEqual([third.id, b.id]);
      expect((await get('/api/v1/admin/order/list?searchQuery=zavod&page=9', admin)).json().payload).toMatchObject({
        orderList: [],
        pagination: { total: 2 },
      });

      const listed = (await get('/api/v1/admin/order/list', admin)).json().payload;
      expect(listed.orderList.find((o: { id: string }) => o.id === a.id)).toMatchObject({
        companyTitle: VALID_COMPANY.title,
        customer: { id: ivan.user.id },
      });
      expect((await get('/api/v1/admin/order/list?status=completed', admin)).json().payload.pagination.total).toBe(0);
    });

    it('sets the shipping cost and the manager comment of a created order, then completes it with a history step and a letter', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await place(me.headers);
      const url = `/api/v1/admin/order/${order.id}`;

      const noShipping = await patch(`${url}/status`, { status: 'completed' });
      expect(noShipping.json()).toMatchObject({
        error: ErrorCode.CheckViolation,
        details: [{ field: 'shippingCost' }],
      });

      const updated = await patch(url, { shippingCost: '450.5', managerComment: '  Отгрузка со склада в Москве ' });
      expect(updated.json().payload.order).toMatchObject({
        shippingCost: '450.50',
        total: '3450.50',
        managerComment: 'Отгрузка со склада в Москве',
      });

      const done = await patch(`${url}/status`, {
        status: 'completed',
        managerComment: 'Передан в СДЭК',
        override: true,
      });
      expect(done.statusCode).toBe(200);
      const completed = done.json().payload.order;
      expect(completed).toMatchObject({ status: 'completed', managerComment: 'Передан в СДЭК', total: '3450.50' });
      expect(completed.statusHistory.at(-1)).toMatchObject({
        from: 'created',
        to: 'completed',
        comment: 'Передан в СДЭК',
        changedBy: expect.objectContaining({ email: expect.any(String) }),
      });
      expect((await get(`/api/v1/order/${order.id}`, me.headers)).json().payload.order.status).toBe('completed');

      const letter = (await readOutbox(t.config.mail.outboxDir)).find((l) =>
        l.subject.startsWith(`Заказ № ${order.number}: выполнен`),
      );
      expect(letter?.to).toBe(me.user.email);
      expect(letter?.text).toContain('Комментарий менеджера: Передан в СДЭК');
      expect(letter?.text).toContain('Итого: 3 450,50 ₽');

      // Finished orders stay as they are.
      expect((await patch(url, { shippingCost: '0' })).json().error).toBe(ErrorCode.Conflict);
      expect((await patch(`${url}/status`, { status: 'canceled' })).json().error).toBe(ErrorCode.Conflict);
      expect((await get(url, admin)).json().payload.order.shippingCost).toBe('450.50');
    });

    it('cancels with a shipping cost and comment in one call; 6 for an unknown order; 12 for a malformed cost', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await place(me.headers);
      const res = await patch(`/api/v1/admin/order/${order.id}/status`, {
        status: 'canceled',
        managerComment: 'Нет в наличии',
        shippingCost: null,
      });
      expect(res.json().payload.order).toMatchObject({
        status: 'canceled',
        managerComment: 'Нет в наличии',
        shippingCost: null,
      });
      expect(
        (await patch('/api/v1/admin/order/00000000-0000-4000-8000-000000000000', { managerComment: 'x' })).json().error,
      ).toBe(ErrorCode.RecordNotFound);
      expect((await patch(`/api/v1/admin/order/${order.id}`, { shippingCost: '-5' })).statusCode).toBe(400);
      expect((await patch(`/api/v1/admin/order/${order.id}`, {})).statusCode).toBe(400);
    });

    it('exports the filtered list as an XLSX workbook', async () => {
      const ExcelJS = (await import('exceljs')).default;
      const me = await confirmedCustomer(t.app, t.db.orm);
      const a = await place(me.headers, checkoutBody({ payerType: 'company', company: VALID_COMPANY }));
      await place(me.headers);
      const res = await get(`/api/v1/admin/order/export?searchQuery=${VALID_COMPANY.inn}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(/\.xlsx/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.rowCount).toBe(2);
      expect(sheet?.getRow(2).getCell(1).value).toBe(a.number);
    });
  });
});
