import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { backInStockSubscription, product } from '../../db/schema';
import { OutboxMailer, readOutbox, type Letter, type Mailer } from '../../mail/mailer';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { checkoutBody, confirmedCustomer, fillCart } from '../../testing/orders';
import { createProduct } from '../../testing/products';
import { secondApiOnSameDatabase, type SecondApi } from '../../testing/second-api';
import { TEST_ENGINE } from '../../testing/test-database';
import { DEFAULT_RATE_LIMITS } from '../identity/rate-limit';
import { createBackInStockService, MAX_WAITING_PER_EMAIL } from './service';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link';

type Headers = Record<string, string>;

const generous = { perIp: { max: 1000, windowMs: 60_000 }, perSubject: { max: 1000, windowMs: 60_000 } };

/**
 * Back-in-stock notices (issue #28, decision 014): who may subscribe and how, one letter per subscriber the first time
 * the product can be bought again, none after, never two even when two processes sweep at once, the letter's
 * unsubscribe link, the limits, and a mail server that is down.
 */
describe(`back-in-stock notices (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let second: SecondApi | undefined;
  let root: Awaited<ReturnType<typeof signedIn>>;

  async function start(options: TestAppOptions = {}) {
    t = await buildTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, login: generous, checkout: generous, cancelOrder: generous },
      ...options,
    });
    root = await signedIn(t.app, t.db.orm, 'root');
  }
  afterEach(async () => {
    await second?.close();
    second = undefined;
    await t.close();
  });

  const subscribe = (productId: string, body: object = {}, headers: Headers = {}, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/product/${productId}/back-in-stock`,
      payload: body,
      headers,
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
  const unsubscribe = (token: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/back-in-stock/unsubscribe/${encodeURIComponent(token)}` });
  const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin${url}`, headers: root.headers, ...(payload ? { payload } : {}) });
  /** Sets the product's on-hand as the admin's stock tab does, and waits for the letters that follow. */
  async function setOnHand(productId: string, onHand: number) {
    const stock = (await admin('GET', `/product/${productId}/stock`)).json().payload.productStock;
    const res = await admin('POST', `/product/${productId}/stock/adjustment`, {
      onHand,
      reason: 'Приёмка',
      expectedOnHand: stock.tracked ? stock.onHand : null,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.backInStock.settled();
    return res.json().payload.productStock;
  }
  /** A counted product with nothing on hand: `out_of_stock`. */
  async function soldOut(values: { title?: string; article?: string } = {}) {
    const item = await createProduct(t.db.orm, values);
    await setOnHand(item.id, 0);
    return item;
  }
  const letters = async () => (await readOutbox(t.config.mail.outboxDir)).reverse();
  const lettersTo = async (email: string) => (await letters()).filter((l) => l.to === email);
  const waiting = (productId: string) =>
    t.db.orm.select().from(backInStockSubscription).where(eq(backInStockSubscription.productId, productId));

  it('subscribes a guest by e-mail and a customer in one click, with no letter yet', async () => {
    await start();
    const item = await soldOut();
    const customer = await signedIn(t.app, t.db.orm, 'customer');
    expect((await subscribe(item.id, { email: 'guest@example.ru' })).statusCode).toBe(204);
    const oneClick = await subscribe(item.id, {}, customer.headers);
    expect(oneClick.statusCode, oneClick.body).toBe(204);
    const rows = await waiting(item.id);
    expect(rows.map((r) => [r.email, r.userId, r.notifiedAt]).sort()).toEqual(
      [
        ['guest@example.ru', null, null],
        [customer.user.email, customer.user.id, null],
      ].sort(),
    );
    expect(await letters()).toEqual([]);
  });

  it('answers a repeat the same way and keeps one subscription per product and mailbox', async () => {
    await start();
    const item = await soldOut();
    for (const email of ['Repeat@Example.ru', 'repeat@example.ru', 'REPEAT@example.ru']) {
      const res = await subscribe(item.id, { email });
      expect([res.statusCode, res.body]).toEqual([204, '']);
    }
    expect((await waiting(item.id)).map((r) => r.email)).toEqual(['Repeat@Example.ru']);
  });

  it('refuses what cannot be subscribed with a clear 4xx', async () => {
    await start();
    const item = await soldOut();
    const inStock = await createProduct(t.db.orm);
    const notSold = await createProduct(t.db.orm, { availability: 'not_sold' });
    const deleted = await createProduct(t.db.orm, { deleted: true });
    const email = { email: 'buyer@example.ru' };

    const noAddress = await subscribe(item.id, {});
    expect([noAddress.statusCode, noAddress.json().error]).toEqual([400, ErrorCode.CheckViolation]);
    expect(noAddress.json().details).toEqual([{ field: 'email', message: expect.stringMatching(/электронной почты/) }]);

    for (const bad of ['not-an-email', '', `${'a'.repeat(250)}@example.ru`, 'two words@example.ru']) {
      const res = await subscribe(item.id, { email: bad });
      expect([res.statusCode, res.json().error], bad).toEqual([400, ErrorCode.CheckViolation]);
      expect(res.json().details[0].field).toBe('email');
    }
    const extra = await subscribe(item.id, { email: 'buyer@example.ru', productId: item.id });
    expect(extra.statusCode).toBe(400);

    const unknown = await subscribe('0b8e7c1a-1111-4f4f-8f8f-000000000000', email);
    expect([unknown.statusCode, unknown.json().error, unknown.json().message]).toEqual([
      404,
      ErrorCode.RecordNotFound,
      'Товар не найден',
    ]);
    expect((await subscribe(deleted.id, email)).json().error).toBe(ErrorCode.RecordNotFound);
    expect((await subscribe('not-a-uuid', email)).statusCode).toBe(400);

    const buyable = await subscribe(inStock.id, email);
    expect([buyable.statusCode, buyable.json().error]).toEqual([409, ErrorCode.Conflict]);
    expect(buyable.json().message).toMatch(/уже можно заказать/);
    const stopped = await subscribe(notSold.id, email);
    expect([stopped.statusCode, stopped.json().message]).toEqual([409, expect.stringMatching(/снят с продажи/)]);

    const forged = await subscribe(item.id, {}, { authorization: 'Bearer forged' });
    expect([forged.statusCode, forged.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
    expect(await waiting(item.id)).toEqual([]);
  });

  it('sends exactly one letter to each subscriber the first time stock returns, and none on later changes', async () => {
    await start();
    const item = await soldOut({ title: 'Тахограф «Штрих-М» & Ко', article: 'SHM-100' });
    const customer = await signedIn(t.app, t.db.orm, 'customer');
    await subscribe(item.id, { email: 'guest@example.ru' });
    await subscribe(item.id, {}, customer.headers);

    expect(await setOnHand(item.id, 3)).toMatchObject({ availability: 'in_stock' });
    const sent = await letters();
    expect(sent.map((l) => l.to).sort()).toEqual(['guest@example.ru', customer.user.email].sort());
    const [letter] = await lettersTo('guest@example.ru');
    expect(letter?.subject).toBe('«Тахограф «Штрих-М» & Ко» снова можно заказать — ТахоСнаб');
    expect(letter?.text).toContain('«Тахограф «Штрих-М» & Ко» (арт. SHM-100)');
    expect(letter?.text).toContain('Он снова есть в наличии.');
    expect(letter?.html).toContain('Тахограф «Штрих-М» &amp; Ко');
    expect(letter?.links[0]).toBe(`${t.config.storefrontOrigin}/product/${item.slug}`);
    expect(letter?.links[1]).toMatch(new RegExp(`^${t.config.storefrontOrigin}${UNSUBSCRIBE_PATH}[0-9a-f-]{36}\\.`));
    expect((await waiting(item.id)).every((r) => r.notifiedAt !== null)).toBe(true);

    // More stock, then none, then some again: the subscriptions are used up.
    await setOnHand(item.id, 5);
    await setOnHand(item.id, 0);
    await setOnHand(item.id, 2);
    expect(await letters()).toHaveLength(2);

    // Subscribing again after the letter waits for the next return.
    await setOnHand(item.id, 0);
    expect((await subscribe(item.id, { email: 'guest@example.ru' })).statusCode).toBe(204);
    await setOnHand(item.id, 1);
    expect((await lettersTo('guest@example.ru')).length).toBe(2);
    expect(await lettersTo(customer.user.email)).toHaveLength(1);
  });

  it('writes when a cancelled order frees the last pieces, and when the product is sold on order', async () => {
    await start();
    const item = await createProduct(t.db.orm);
    await setOnHand(item.id, 1);
    const buyer = await confirmedCustomer(t.app, t.db.orm);
    await fillCart(t.app, buyer.headers, [{ productId: item.id, quantity: 1 }]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout',
      payload: checkoutBody(),
      headers: buyer.headers,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await subscribe(item.id, { email: 'waits@example.ru' })).statusCode).toBe(204);

    const orderId = placed.json().payload.order.id as string;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/${orderId}/cancel`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.app.backInStock.settled();
    expect((await lettersTo('waits@example.ru')).map((l) => l.text.includes('снова есть в наличии'))).toEqual([true]);

    const other = await soldOut();
    await subscribe(other.id, { email: 'order@example.ru' });
    expect((await admin('PATCH', `/product/${other.id}/stock`, { backorder: true, leadTimeDays: 10 })).statusCode).toBe(
      200,
    );
    await t.app.backInStock.settled();
    expect((await lettersTo('order@example.ru')).map((l) => l.text.includes('заказать под заказ'))).toEqual([true]);
  });

  it('sends each letter once when two processes sweep at the same time', async () => {
    await start({ rateLimits: { ...DEFAULT_RATE_LIMITS, login: generous, backInStock: generous } });
    const item = await soldOut();
    // More than one claim's batch, so the two sweeps interleave their claims.
    const emails = Array.from({ length: 130 }, (_, i) => `wait${i}@example.ru`);
    for (const email of emails) expect((await subscribe(item.id, { email })).statusCode).toBe(204);
    second = await secondApiOnSameDatabase(t, 4);
    // On PGlite (one process), a second sweeper over the same database and outbox stands for the second process.
    const other: { sweep(): void; settled(): Promise<void> } =
      second?.app.backInStock ??
      createBackInStockService({
        db: t.db.orm,
        clock: systemClock,
        mailer: new OutboxMailer(t.config.mail.outboxDir, systemClock, { info: () => undefined }),
        log: t.app.log,
        storefrontOrigin: t.config.storefrontOrigin,
        linkSecret: t.config.auth.jwtSecret as string,
      });

    // The product becomes buyable without a catalogue change, so only the two sweeps below mail.
    await t.db.orm.update(product).set({ availability: 'in_stock' }).where(eq(product.id, item.id));
    t.app.backInStock.sweep();
    other.sweep();
    t.app.backInStock.sweep();
    await Promise.all([t.app.backInStock.settled(), other.settled()]);

    const sent = (await letters()).map((l) => l.to).sort();
    expect(sent).toEqual([...emails].sort());
  });

  it('never waits for the mail server: the stock change answers first, and a failed letter is logged, not retried', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const attempts: Letter[] = [];
    const mailer: Mailer = {
      kind: 'smtp',
      send: async (letter) => {
        attempts.push(letter);
        await held;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
      close: async () => undefined,
    };
    await start({ mailer });
    const item = await soldOut();
    await subscribe(item.id, { email: 'down@example.ru' });

    const stock = (await admin('GET', `/product/${item.id}/stock`)).json().payload.productStock;
    const res = await admin('POST', `/product/${item.id}/stock/adjustment`, {
      onHand: 4,
      reason: 'Приёмка',
      expectedOnHand: stock.onHand,
    });
    // Answered while the letter still hangs on the mail server.
    expect([res.statusCode, res.json().payload.productStock.availability]).toEqual([200, 'in_stock']);
    release();
    await t.app.backInStock.settled();
    expect(attempts.map((l) => l.to)).toEqual(['down@example.ru']);
    expect(t.logs.some((l) => l.msg === 'letter could not be sent')).toBe(true);

    // The subscription is used up: another change sends nothing more.
    await setOnHand(item.id, 6);
    expect(attempts).toHaveLength(1);
  });

  it("unsubscribes every subscription of the letter's address by its signed link", async () => {
    await start();
    const first = await soldOut();
    const later = await soldOut();
    await subscribe(first.id, { email: 'leave@example.ru' });
    await subscribe(later.id, { email: 'Leave@example.ru' });
    await subscribe(later.id, { email: 'stay@example.ru' });
    await setOnHand(first.id, 1);
    const link = (await lettersTo('leave@example.ru'))[0]?.links[1] ?? '';
    const token = link.slice(link.indexOf(UNSUBSCRIBE_PATH) + UNSUBSCRIBE_PATH.length);

    const [id, signature] = token.split('.') as [string, string];
    const tampered = `${id}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, `${'0'.repeat(8)}-0000-4000-8000-000000000000.${signature}`, 'x'.repeat(40)]) {
      const res = await unsubscribe(bad);
      expect([res.statusCode, res.json().error, res.json().message]).toEqual([
        404,
        ErrorCode.RecordNotFound,
        'Ссылка недействительна или устарела',
      ]);
    }
    expect((await unsubscribe('short')).statusCode).toBe(400);

    expect((await unsubscribe(token)).statusCode).toBe(204);
    expect((await unsubscribe(token)).statusCode).toBe(204);
    expect((await waiting(later.id)).map((r) => r.email)).toEqual(['stay@example.ru']);
    await setOnHand(later.id, 1);
    expect((await letters()).map((l) => l.to)).toEqual(['leave@example.ru', 'stay@example.ru']);
  });

  it('limits subscribing per client address and per e-mail', async () => {
    await start();
    const items = await Promise.all(Array.from({ length: 12 }, () => soldOut()));
    const fromIp = (i: number, email: string) =>
      subscribe(items[i % items.length]?.id ?? '', { email }, {}, `10.0.0.${i + 1}`);

    // Per e-mail: 10 in 10 minutes from any address.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.backInStock.perSubject.max; i += 1)
      expect((await fromIp(i, 'limit@example.ru')).statusCode).toBe(204);
    const overMail = await fromIp(11, 'LIMIT@example.ru');
    expect(overMail.statusCode).toBe(429);
    expect(Number(overMail.headers['retry-after'])).toBeGreaterThan(0);

    // Per client address: 20 in 10 minutes, whatever the e-mails.
    const one = (n: number) =>
      subscribe(items[n % items.length]?.id ?? '', { email: `ip${n}@example.ru` }, {}, '10.1.1.1');
    for (let n = 0; n < DEFAULT_RATE_LIMITS.backInStock.perIp.max; n += 1) expect((await one(n)).statusCode).toBe(204);
    expect((await one(99)).statusCode).toBe(429);
  });

  it('caps the products one address waits for, but a repeat of one of them still answers 204', async () => {
    await start();
    const items = await Promise.all(Array.from({ length: MAX_WAITING_PER_EMAIL + 1 }, () => soldOut()));
    await t.db.orm
      .insert(backInStockSubscription)
      .values(items.slice(0, MAX_WAITING_PER_EMAIL).map((item) => ({ productId: item.id, email: 'many@example.ru' })));
    const over = await subscribe(items[MAX_WAITING_PER_EMAIL]?.id ?? '', { email: 'Many@example.ru' });
    expect([over.statusCode, over.json().error, over.json().details?.[0]?.field]).toEqual([
      400,
      ErrorCode.CheckViolation,
      'email',
    ]);
    expect(over.json().details[0].message).toMatch(/50 товарах/);
    expect((await subscribe(items[0]?.id ?? '', { email: 'many@example.ru' })).statusCode).toBe(204);
  });
});
