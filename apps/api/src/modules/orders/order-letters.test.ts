import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../identity/rate-limit';
import { readOutbox } from '../../mail/mailer';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { checkoutBody, confirmedCustomer, fillCart, setOrderSettings } from '../../testing/orders';
import { createProduct } from '../../testing/products';

type Headers = Record<string, string>;

/**
 * Issue #24, finding 4: the shop must not mail a stranger's text to any address, without end. Order letters go only to
 * the ordering account's confirmed e-mail, never to the contact e-mail a checkout may name; checkout and cancel are
 * limited per account and per client address.
 */
describe('order letters and their limits', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const STRANGER = 'stranger@victim.example';
  const hostile = checkoutBody({
    contact: { ...checkoutBody().contact, firstName: 'Купите слонов на spam.example', email: STRANGER },
    comment: 'Перейдите по ссылке spam.example',
  });
  const checkout = (headers: Headers, body: object = hostile, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: body,
      headers,
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
  const cancel = (headers: Headers, orderId: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/order/${orderId}/cancel`, headers });
  const letters = () => readOutbox(t.config.mail.outboxDir);

  async function place(headers: Headers): Promise<{ id: string; number: number }> {
    await fillCart(t.app, headers, [{ productId: (await createProduct(t.db.orm)).id, quantity: 1 }]);
    const res = await checkout(headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload.order;
  }

  it("checkout, cancel and the admin's status change write to the account's e-mail, never to the contact's", async () => {
    await setOrderSettings(t.db.orm, { orderEmail: 'zakaz@tachosnab.local' });
    const me = await confirmedCustomer(t.app, t.db.orm);
    const admin = (await signedIn(t.app, t.db.orm, 'root')).headers;
    const first = await place(me.headers);
    expect((await cancel(me.headers, first.id)).statusCode).toBe(200);
    const second = await place(me.headers);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/order/${second.id}/status`,
      headers: admin,
      payload: { status: 'canceled', managerComment: 'Нет в наличии' },
    });
    expect(done.statusCode).toBe(200);

    const sent = await letters();
    expect(sent.filter((l) => l.to === STRANGER)).toEqual([]);
    const mine = sent.filter((l) => l.to === me.user.email).map((l) => l.subject);
    expect(mine).toHaveLength(4);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Заказ № ${first.number} принят`),
        expect.stringContaining(`Заказ № ${first.number}: отменён`),
        expect.stringContaining(`Заказ № ${second.number} принят`),
        expect.stringContaining(`Заказ № ${second.number}: отменён`),
      ]),
    );
    // The contact e-mail stays order data: the admin still sees it, and the shop's own notices still go out.
    const order = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/order/${first.id}`, headers: admin })).json()
      .payload.order;
    expect(order.contact.email).toBe(STRANGER);
    expect(sent.filter((l) => l.to === 'zakaz@tachosnab.local')).toHaveLength(3);
  });

  it('writes nothing to an account whose e-mail is no longer confirmed', async () => {
    const me = await confirmedCustomer(t.app, t.db.orm);
    const admin = (await signedIn(t.app, t.db.orm, 'root')).headers;
    const first = await place(me.headers);
    const second = await place(me.headers);
    await t.db.orm.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, me.user.id));
    const before = (await letters()).length;

    expect((await cancel(me.headers, first.id)).statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/order/${second.id}/status`,
      headers: admin,
      payload: { status: 'canceled' },
    });
    expect(done.statusCode).toBe(200);
    expect(await letters()).toHaveLength(before);
  });

  it(`checkout: ${DEFAULT_RATE_LIMITS.checkout.perSubject.max} per account in 10 minutes, then 429 with Retry-After; another account goes on`, async () => {
    const me = await confirmedCustomer(t.app, t.db.orm);
    const other = await confirmedCustomer(t.app, t.db.orm);
    // Every attempt counts, refused ones too (an empty cart here): each could have mailed.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.checkout.perSubject.max; i++)
      expect((await checkout(me.headers)).json().error).toBe(ErrorCode.CartIsEmpty);
    await fillCart(t.app, me.headers, [{ productId: (await createProduct(t.db.orm)).id, quantity: 1 }]);
    const refused = await checkout(me.headers);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({
      error: ErrorCode.Unknown,
      message: expect.stringMatching(/^Слишком много попыток/),
    });
    expect(await letters()).toEqual([]);
    // From another address too: the limit is the account's.
    expect((await checkout(me.headers, hostile, '203.0.113.20')).statusCode).toBe(429);
    expect((await checkout(other.headers)).json().error).toBe(ErrorCode.CartIsEmpty);
  });

  it(`cancel: ${DEFAULT_RATE_LIMITS.cancelOrder.perSubject.max} per account in 10 minutes, then 429 and no letter`, async () => {
    const me = await confirmedCustomer(t.app, t.db.orm);
    const order = await place(me.headers);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < DEFAULT_RATE_LIMITS.cancelOrder.perSubject.max; i++)
      expect((await cancel(me.headers, missing)).json().error).toBe(ErrorCode.RecordNotFound);
    const before = (await letters()).length;
    const refused = await cancel(me.headers, order.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await letters()).toHaveLength(before);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/order/${order.id}`, headers: me.headers })).json().payload
        .order.status,
    ).toBe('created');
  });

  it('checkout and cancel are limited per client address as well, across accounts', async () => {
    await t.close();
    const tight = { perIp: { max: 2, windowMs: 600_000 }, perSubject: { max: 10, windowMs: 600_000 } };
    t = await buildTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, checkout: tight, cancelOrder: tight } });
    const office = '198.51.100.7';
    const accounts = [
      await confirmedCustomer(t.app, t.db.orm),
      await confirmedCustomer(t.app, t.db.orm),
      await confirmedCustomer(t.app, t.db.orm),
    ];
    const replies: number[] = [];
    for (const a of accounts) replies.push((await checkout(a.headers, hostile, office)).statusCode);
    // Empty carts: the first two are refused for that (15), the third by the address's limit; another address goes on.
    expect(replies.slice(0, 2)).not.toContain(429);
    expect(replies[2]).toBe(429);
    expect((await checkout(accounts[2]?.headers ?? {}, hostile, '198.51.100.8')).statusCode).not.toBe(429);

    const missing = '00000000-0000-4000-8000-000000000000';
    const cancels: number[] = [];
    for (const a of accounts)
      cancels.push(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/order/${missing}/cancel`,
            headers: a.headers,
            remoteAddress: office,
          })
        ).statusCode,
      );
    expect(cancels).toEqual([404, 404, 429]);
  });
});
