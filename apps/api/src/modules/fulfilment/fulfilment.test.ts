import * as domain from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { readOutbox } from '../../mail/mailer';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { multipart } from '../../testing/multipart';
import { checkoutBody, confirmedCustomer, fillCart, VALID_COMPANY } from '../../testing/orders';
import { createProduct } from '../../testing/products';
import { TEST_ENGINE } from '../../testing/test-database';

type Headers = Record<string, string>;

/** The smallest file a PDF reader opens: what the API checks is the `%PDF-` signature. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

it("keeps the schema's lists of statuses, kinds and documents equal to the domain's", () => {
  for (const list of ['PAYMENT_STATUSES', 'PAYMENT_KINDS', 'SHIPMENT_STATUSES', 'ORDER_DOCUMENT_KINDS'] as const)
    expect(schema[list]).toEqual(domain[list]);
});

describe(`payments, shipments and documents of orders (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let admin: Headers;
  beforeEach(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.db.orm, 'root')).headers;
  });
  afterEach(() => t.close());

  /** A company order of 2 × 1 500 ₽ with shipping 500 ₽ set: 3 500 ₽ to pay. */
  async function placeOrder(headers: Headers, shippingCost: string | null = '500') {
    const product = await createProduct(t.db.orm, { basePrice: '1500.00' });
    await fillCart(t.app, headers, [{ productId: product.id, quantity: 2 }]);
    const body = checkoutBody({ payerType: 'company', company: VALID_COMPANY });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/checkout', payload: body, headers });
    expect(res.statusCode).toBe(200);
    const order = res.json().payload.order as { id: string; number: number };
    if (shippingCost !== null)
      expect((await patch(`/api/v1/admin/order/${order.id}`, { shippingCost })).statusCode).toBe(200);
    return order;
  }
  const post = (url: string, payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const patch = (url: string, payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'PATCH', url, payload, headers });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const pay = (orderId: string, amount: string, extra: object = {}) =>
    post(`/api/v1/admin/order/${orderId}/payment`, {
      kind: 'payment',
      amount,
      paidOn: '2026-11-20',
      documentNumber: 'п/п 512',
      ...extra,
    });
  const ship = (orderId: string, body: object) => post(`/api/v1/admin/order/${orderId}/shipment`, body);
  const upload = (orderId: string, kind: string, file: { filename: string; body: Buffer }, headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/order/${orderId}/document`,
      ...withHeaders(multipart({ kind }, [{ name: 'file', type: 'application/pdf', ...file }]), headers),
    });
  const withHeaders = (form: ReturnType<typeof multipart>, headers: Headers) => ({
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  const lettersTo = async (email: string) =>
    (await readOutbox(t.config.mail.outboxDir)).filter((l) => l.to === email).map((l) => l.subject);

  describe('payments', () => {
    it('goes from awaiting to partially paid to paid, exactly, with a history and one letter when paid', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await placeOrder(me.headers);

      const first = (await pay(order.id, '1000.10')).json().payload.order;
      expect(first.payment).toMatchObject({ status: 'partially_paid', paidAmount: '1000.10', amountDue: '2499.90' });
      expect((await lettersTo(me.user.email)).filter((s) => s.includes('оплачен'))).toEqual([]);

      const second = (await pay(order.id, '2499.9', { documentNumber: 'п/п 530', comment: 'Остаток' })).json().payload
        .order;
      expect(second.payment).toMatchObject({ status: 'paid', paidAmount: '3500.00', amountDue: '0.00' });
      expect(second.payment.history).toEqual([
        expect.objectContaining({ kind: 'payment', amount: '1000.10', paymentStatus: 'partially_paid' }),
        expect.objectContaining({
          kind: 'payment',
          amount: '2499.90',
          documentNumber: 'п/п 530',
          comment: 'Остаток',
          paidOn: '2026-11-20',
          paymentStatus: 'paid',
          recordedBy: expect.objectContaining({ email: expect.any(String) }),
        }),
      ]);
      expect(await lettersTo(me.user.email)).toContain(`Заказ № ${order.number}: оплачен — ТахоСнаб`);

      // The customer sees the payments without the staff who recorded them (issue #24).
      const own = (await get(`/api/v1/order/${order.id}`, me.headers)).json().payload.order;
      expect(own.payment.status).toBe('paid');
      expect(own.payment.history.map((p: { recordedBy: unknown }) => p.recordedBy)).toEqual([null, null]);
      const summary = (await get('/api/v1/order/list', me.headers)).json().payload.orderList[0];
      expect(summary).toMatchObject({ paymentStatus: 'paid', shipmentStatus: 'preparing' });
    });

    it('refuses more than is due, a paid order, a day in the future, a zero amount, and a payment on a cancelled order', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await placeOrder(me.headers);
      const above = await pay(order.id, '3500.01');
      expect(above.statusCode).toBe(400);
      expect(above.json()).toMatchObject({
        error: ErrorCode.CheckViolation,
        details: [{ field: 'amount', message: 'Сумма больше, чем осталось оплатить: 3 500,00 ₽' }],
      });
      expect((await pay(order.id, '0')).json().details).toEqual([
        { field: 'amount', message: 'Сумма должна быть больше нуля' },
      ]);
      expect((await pay(order.id, '10', { paidOn: '2999-01-01' })).json().details[0].field).toBe('paidOn');
      expect((await pay(order.id, '3500')).statusCode).toBe(200);
      expect((await pay(order.id, '1')).json().message).toBe('Заказ уже оплачен полностью');

      const other = await placeOrder(me.headers);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/v1/order/${other.id}/cancel`, headers: me.headers }))
          .statusCode,
      ).toBe(200);
      const late = await pay(other.id, '100');
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe(ErrorCode.Conflict);

      const after = (await get(`/api/v1/admin/order/${order.id}`, admin)).json().payload.order;
      expect(after.payment.history).toHaveLength(1);
      expect(after.payment.paidAmount).toBe('3500.00');
    });

    it('is never paid in full while the shipping is unknown, and becomes paid when the shipping cost completes the total', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await placeOrder(me.headers, null);
      expect((await pay(order.id, '3000')).json().payload.order.payment).toMatchObject({
        status: 'partially_paid',
        amountDue: '0.00',
      });
      const priced = (await patch(`/api/v1/admin/order/${order.id}`, { shippingCost: '0' })).json().payload.order;
      expect(priced.payment.status).toBe('paid');
      const dearer = (await patch(`/api/v1/admin/order/${order.id}`, { shippingCost: '250' })).json().payload.order;
      expect(dearer.payment).toMatchObject({ status: 'partially_paid', amountDue: '250.00' });
    });

    it('refunds at most what is paid; all of it back is refunded, and a cancelled order can still be refunded', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await placeOrder(me.headers);
      await pay(order.id, '1000');
      expect((await patch(`/api/v1/admin/order/${order.id}/status`, { status: 'canceled' })).statusCode).toBe(200);
      const refund = (amount: string) => pay(order.id, amount, { kind: 'refund', documentNumber: 'п/п 77' });
      expect((await refund('1000.01')).json().details[0].message).toBe(
        'Вернуть можно не больше оплаченного: 1 000,00 ₽',
      );
      expect((await refund('400')).json().payload.order.payment).toMatchObject({
        status: 'partially_paid',
        paidAmount: '600.00',
      });
      expect((await refund('600')).json().payload.order.payment).toMatchObject({
        status: 'refunded',
        paidAmount: '0.00',
      });
    });

    it('takes two payments racing for the last amount due one after the other: one is refused, nothing is paid twice', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await placeOrder(me.headers);
      await pay(order.id, '2000');
      const results = await Promise.all([pay(order.id, '1500'), pay(order.id, '1500')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const after = (await get(`/api/v1/admin/order/${order.id}`, admin)).json().payload.order;
      expect(after.payment).toMatchObject({ status: 'paid', paidAmount: '3500.00' });
      expect(after.payment.history).toHaveLength(2);
    });
  });

  describe('shipments', () => {
    it('ships with a carrier and a waybill, tells the customer once, and is received with them kept', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await placeOrder(me.headers);
      const noCarrier = await ship(order.id, { status: 'shipped', carrier: '  ', waybillNumber: '123' });
      expect(noCarrier.json()).toMatchObject({ error: ErrorCode.CheckViolation, details: [{ field: 'carrier' }] });
      expect((await ship(order.id, { status: 'received' })).statusCode).toBe(409);

      const shipped = (
        await ship(order.id, {
          status: 'shipped',
          carrier: 'СДЭК',
          waybillNumber: ' 1234567890 ',
          comment: 'Два места',
        })
      ).json().payload.order;
      expect(shipped.shipment).toMatchObject({ status: 'shipped', carrier: 'СДЭК', waybillNumber: '1234567890' });
      const letters = (await readOutbox(t.config.mail.outboxDir)).filter(
        (l) => l.to === me.user.email && l.subject.includes('отгружен'),
      );
      expect(letters).toHaveLength(1);
      expect(letters[0]?.text).toContain('Перевозчик: СДЭК.');
      expect(letters[0]?.text).toContain('Номер накладной: 1234567890.');

      // A corrected waybill is a step of its own; it does not announce the shipment again.
      await ship(order.id, { status: 'shipped', carrier: 'СДЭК', waybillNumber: '1234567891' });
      const received = (await ship(order.id, { status: 'received' })).json().payload.order;
      expect(received.shipment).toMatchObject({ status: 'received', carrier: 'СДЭК', waybillNumber: '1234567891' });
      expect(received.shipment.history.map((s: { from: string; to: string }) => `${s.from}→${s.to}`)).toEqual([
        'preparing→shipped',
        'shipped→shipped',
        'shipped→received',
      ]);
      expect(received.shipment.history[0]).toMatchObject({ comment: 'Два места', changedBy: expect.any(Object) });
      expect((await lettersTo(me.user.email)).filter((s) => s.includes('отгружен'))).toHaveLength(1);
      expect((await ship(order.id, { status: 'preparing' })).statusCode).toBe(409);

      const own = (await get(`/api/v1/order/${order.id}`, me.headers)).json().payload.order;
      expect(own.shipment.history.every((s: { changedBy: unknown }) => s.changedBy === null)).toBe(true);
    });

    it('readies a pickup order, steps back to preparing with the carrier cleared, and leaves a cancelled order alone', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await placeOrder(me.headers);
      expect((await ship(order.id, { status: 'ready_for_pickup' })).json().payload.order.shipment.status).toBe(
        'ready_for_pickup',
      );
      expect(await lettersTo(me.user.email)).toContain(`Заказ № ${order.number}: готов к выдаче — ТахоСнаб`);
      const back = (await ship(order.id, { status: 'preparing', comment: 'Ошибка комплектации' })).json().payload.order;
      expect(back.shipment).toMatchObject({ status: 'preparing', carrier: null, waybillNumber: null });

      await patch(`/api/v1/admin/order/${order.id}/status`, { status: 'canceled' });
      const refused = await ship(order.id, { status: 'shipped', carrier: 'ПЭК' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Заказ отменён: отгрузку изменить нельзя');
    });
  });

  describe('completion', () => {
    it('needs the order paid and shipped, or an override with a comment saying why', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await placeOrder(me.headers);
      const complete = (body: object = {}) =>
        patch(`/api/v1/admin/order/${order.id}/status`, { status: 'completed', ...body });

      const blocked = await complete();
      expect(blocked.statusCode).toBe(400);
      expect(blocked.json().message).toBe(
        'Заказ нельзя выполнить: он оплачен не полностью и он не отгружен. Отметьте оплату и отгрузку или выполните заказ с обоснованием',
      );
      expect((await complete({ override: true })).json().details).toEqual([
        { field: 'managerComment', message: expect.stringContaining('почему') },
      ]);
      await pay(order.id, '3500');
      expect((await complete()).json().message).toContain('он не отгружен');
      await ship(order.id, { status: 'shipped', carrier: 'Деловые Линии', waybillNumber: '26-000123' });
      expect((await complete()).json().payload.order.status).toBe('completed');

      // Completed, the buyer may still take delivery: the shipment goes on.
      expect((await ship(order.id, { status: 'received' })).json().payload.order.shipment.status).toBe('received');

      const other = await placeOrder(me.headers);
      const overridden = await patch(`/api/v1/admin/order/${other.id}/status`, {
        status: 'completed',
        override: true,
        managerComment: 'Оплачен наличными при получении',
      });
      expect(overridden.json().payload.order).toMatchObject({
        status: 'completed',
        payment: { status: 'awaiting' },
        statusHistory: expect.arrayContaining([
          expect.objectContaining({ comment: 'Оплачен наличными при получении' }),
        ]),
      });
    });
  });

  describe('documents', () => {
    it('attaches PDFs that the customer and the admin download, and nobody else', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const stranger = await confirmedCustomer(t.app, t.db.orm);
      const order = await placeOrder(me.headers);
      const res = await upload(order.id, 'upd', { filename: 'УПД № 118 от 20.11.2026.pdf', body: PDF });
      expect(res.statusCode).toBe(200);
      const [doc] = res.json().payload.order.documentList;
      expect(doc).toMatchObject({ kind: 'upd', title: 'УПД № 118 от 20.11.2026', size: PDF.length });

      const own = await get(`/api/v1/order/${order.id}/document/${doc.id}`, me.headers);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.rawPayload.equals(PDF)).toBe(true);
      expect((await get(`/api/v1/admin/order/${order.id}/document/${doc.id}`, admin)).rawPayload.equals(PDF)).toBe(
        true,
      );

      const foreign = await get(`/api/v1/order/${order.id}/document/${doc.id}`, stranger.headers);
      expect(foreign.json().error).toBe(ErrorCode.UserNotOrderOwner);
      expect((await get(`/api/v1/order/${order.id}/document/${doc.id}`, {})).statusCode).toBe(401);
      expect((await get(`/api/v1/admin/order/${order.id}/document/${doc.id}`, me.headers)).statusCode).toBe(403);
      expect((await upload(order.id, 'upd', { filename: 'x.pdf', body: PDF }, me.headers)).statusCode).toBe(403);
      const customerView = (await get(`/api/v1/order/${order.id}`, me.headers)).json().payload.order;
      expect(customerView.documentList).toEqual([doc]);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/order/${order.id}/document/${doc.id}`,
        headers: admin,
      });
      expect(removed.json().payload.order.documentList).toEqual([]);
      expect((await get(`/api/v1/order/${order.id}/document/${doc.id}`, me.headers)).json().error).toBe(
        ErrorCode.RecordNotFound,
      );
    });

    it('refuses what is not a PDF, an empty file and an unknown kind, and keeps nothing of them', async () => {
      const me = await confirmedCustomer(t.app, t.db.orm);
      const order = await placeOrder(me.headers);
      const notPdf = await upload(order.id, 'upd', { filename: 'upd.pdf', body: Buffer.from('<html>УПД</html>') });
      expect(notPdf.statusCode).toBe(400);
      expect(notPdf.json()).toMatchObject({ message: 'Документ принимается только в формате PDF' });
      expect((await upload(order.id, 'act', { filename: 'a.pdf', body: PDF })).statusCode).toBe(400);
      const unknownOrder = await upload('00000000-0000-4000-8000-000000000000', 'upd', {
        filename: 'a.pdf',
        body: PDF,
      });
      expect(unknownOrder.json().error).toBe(ErrorCode.RecordNotFound);
      const after = (await get(`/api/v1/admin/order/${order.id}`, admin)).json().payload.order;
      expect(after.documentList).toEqual([]);
    });
  });

  it('filters the admin list by payment and shipment status', async () => {
    const me = await confirmedCustomer(t.app, t.db.orm);
    const paid = await placeOrder(me.headers);
    const shipped = await placeOrder(me.headers);
    await pay(paid.id, '3500');
    await ship(shipped.id, { status: 'shipped', carrier: 'ПЭК', waybillNumber: 'ПЭК-1' });
    const ids = async (query: string) =>
      (await get(`/api/v1/admin/order/list?${query}`, admin)).json().payload.orderList.map((o: { id: string }) => o.id);
    expect(await ids('paymentStatus=paid')).toEqual([paid.id]);
    expect(await ids('shipmentStatus=shipped')).toEqual([shipped.id]);
    expect(await ids('paymentStatus=awaiting&shipmentStatus=preparing')).toEqual([]);
    expect((await get('/api/v1/admin/order/list?paymentStatus=lost', admin)).statusCode).toBe(400);
  });
});
