import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartLine, customerGroup, customerGroupPrice, orders, product, users } from '../../db/schema';
import { readOutbox } from '../../mail/mailer';
import { isCartChanged, readCheckout, writeOrder } from './checkout-repository';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, login, signedIn } from '../../testing/identity';
import { checkoutBody, confirmedCustomer, fillCart, setOrderSettings, VALID_COMPANY } from '../../testing/orders';
import { createProduct } from '../../testing/products';

type Headers = Record<string, string>;

describe('checkout', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const checkout = (headers: Headers, body: object = checkoutBody()) =>
    t.app.inject({ method: 'POST', url: '/api/v1/checkout', payload: body, headers });
  const orderCount = async () => (await t.db.orm.select({ id: orders.id }).from(orders)).length;
  const cartLines = async () => (await t.db.orm.select().from(cartLine)).length;

  it("turns the cart into order 1001 at the customer's prices, empties the cart and sends the letters", async () => {
    await setOrderSettings(t.db.orm, { orderEmail: 'zakaz@tachosnab.local' });
    const { user, headers } = await confirmedCustomer(t.app, t.db.orm);
    const card = await createProduct(t.db.orm, { title: 'Карта водителя', article: 'KV-01', basePrice: '1234.56' });
    const dtco = await createProduct(t.db.orm, {
      title: 'Тахограф DTCO 4.1',
      article: 'DTCO-41',
      basePrice: '45000.00',
      availability: 'on_order',
    });
    // One add each: lines keep the order they were added in.
    await fillCart(t.app, headers, [{ productId: card.id, quantity: 3 }]);
    await fillCart(t.app, headers, [{ productId: dtco.id, quantity: 1 }]);

    const res = await checkout(headers);
    expect(res.statusCode).toBe(200);
    const order = res.json().payload.order;
    expect(order).toMatchObject({
      number: 1001,
      status: 'created',
      payerType: 'individual',
      company: null,
      contact: {
        firstName: 'Иван',
        lastName: 'Петров',
        middleName: 'Сергеевич',
        phone: '+79151234567',
        email: 'ivan.petrov@example.ru',
      },
      delivery: { method: 'courier', address: 'г. Москва, ул. Тверская, д. 1', transportCompany: null },
      itemsTotal: '48703.68',
      shippingCost: null,
      total: null,
      customer: { id: user.id, email: user.email },
    });
    expect(order.lineList).toEqual([
      expect.objectContaining({
        article: 'KV-01',
        title: 'Карта водителя',
        price: '1234.56',
        quantity: 3,
        total: '3703.68',
        product: expect.objectContaining({ id: card.id }),
      }),
      expect.objectContaining({
        article: 'DTCO-41',
        title: 'Тахограф DTCO 4.1',
        price: '45000.00',
        quantity: 1,
        total: '45000.00',
      }),
    ]);
    expect(order.statusHistory).toEqual([
      expect.objectContaining({
        from: null,
        to: 'created',
        changedBy: expect.objectContaining({ id: user.id }),
        comment: null,
      }),
    ]);
    expect(await cartLines()).toBe(0);

    const letters = await readOutbox(t.config.mail.outboxDir);
    // To the account's confirmed e-mail; the contact's e-mail is order data and gets nothing (issue #24, finding 4).
    expect(letters.filter((l) => l.to === 'ivan.petrov@example.ru')).toEqual([]);
    const toCustomer = letters.find((l) => l.to === user.email);
    expect(toCustomer?.subject).toContain('Заказ № 1001 принят');
    expect(toCustomer?.text).toContain('Карта водителя (арт. KV-01) — 3 × 1 234,56 ₽ = 3 703,68 ₽');
    expect(toCustomer?.text).toContain('Стоимость доставки сообщит менеджер');
    expect(toCustomer?.html).toContain('48 703,68 ₽');
    expect(toCustomer?.links).toEqual([`${t.config.storefrontOrigin}/account/order/${order.id}`]);
    const toShop = letters.find((l) => l.to === 'zakaz@tachosnab.local');
    expect(toShop?.subject).toContain('Новый заказ № 1001');
    expect(toShop?.links).toEqual([`${t.config.adminOrigin}/admin/order/info?id=${order.id}`]);
  });

  it('numbers orders 1001, 1002, … with no gap after a refused checkout', async () => {
    const p = await createProduct(t.db.orm);
    const gone = await createProduct(t.db.orm);
    const numbers: number[] = [];
    for (const refuse of [false, true, false]) {
      const { headers } = await confirmedCustomer(t.app, t.db.orm);
      await fillCart(t.app, headers, [{ productId: (refuse ? gone : p).id, quantity: 1 }]);
      if (refuse) await t.db.orm.update(product).set({ availability: 'not_sold' }).where(eq(product.id, gone.id));
      const res = await checkout(headers);
      if (refuse) expect(res.json().error).toBe(ErrorCode.ProductCannotBePurchased);
      else numbers.push(res.json().payload.order.number);
    }
    expect(numbers).toEqual([1001, 1002]);
  });

  it('freezes prices, articles and titles: a later price or title change does not touch the order', async () => {
    const { headers } = await confirmedCustomer(t.app, t.db.orm);
    const p = await createProduct(t.db.orm, { title: 'Модуль ГЛОНАСС', article: 'GL-1', basePrice: '5000.00' });
    await fillCart(t.app, headers, [{ productId: p.id, quantity: 2 }]);
    const order = (await checkout(headers)).json().payload.order;
    await t.db.orm
      .update(product)
      .set({ basePrice: '9999.00', title: 'Модуль ГЛОНАСС/GPS', article: 'GL-2', articleNormalized: 'gl2' })
      .where(eq(product.id, p.id));

    const again = (await t.app.inject({ method: 'GET', url: `/api/v1/order/${order.id}`, headers })).json().payload
      .order;
    expect(again.lineList[0]).toMatchObject({
      article: 'GL-1',
      title: 'Модуль ГЛОНАСС',
      price: '5000.00',
      total: '10000.00',
    });
    // The product itself is shown as it is now.
    expect(again.lineList[0].product).toMatchObject({ title: 'Модуль ГЛОНАСС/GPS', personalPrice: '9999.00' });
    expect(again.itemsTotal).toBe('10000.00');
  });

  it("prices the order at the customer group's price", async () => {
    const { user, headers } = await confirmedCustomer(t.app, t.db.orm);
    const [group] = await t.db.orm
      .insert(customerGroup)
      .values({ title: 'Интеграторы', discountPercent: '10' })
      .returning();
    const withPrice = await createProduct(t.db.orm, { basePrice: '1000.00' });
    const discounted = await createProduct(t.db.orm, { basePrice: '1000.00' });
    await t.db.orm
      .insert(customerGroupPrice)
      .values({ customerGroupId: group?.id as string, productId: withPrice.id, price: '750.00' });
    await t.db.orm
      .update(users)
      .set({ customerGroupId: group?.id as string })
      .where(eq(users.id, user.id));
    await fillCart(t.app, headers, [{ productId: withPrice.id, quantity: 1 }]);
    await fillCart(t.app, headers, [{ productId: discounted.id, quantity: 1 }]);
    const order = (await checkout(headers)).json().payload.order;
    expect(order.lineList.map((l: { price: string }) => l.price)).toEqual(['750.00', '900.00']);
    expect(order.itemsTotal).toBe('1650.00');
  });

  it('ships for free once the items total reaches the free-shipping cost, and not when the cost is 0', async () => {
    const p = await createProduct(t.db.orm, { basePrice: '2500.00' });
    const place = async () => {
      const { headers } = await confirmedCustomer(t.app, t.db.orm);
      await fillCart(t.app, headers, [{ productId: p.id, quantity: 2 }]);
      return (await checkout(headers)).json().payload.order;
    };
    await setOrderSettings(t.db.orm, { freeShippingCost: '5000.00' });
    expect(await place()).toMatchObject({ itemsTotal: '5000.00', shippingCost: '0.00', total: '5000.00' });
    await setOrderSettings(t.db.orm, { freeShippingCost: '5000.01' });
    expect(await place()).toMatchObject({ shippingCost: null, total: null });
    await setOrderSettings(t.db.orm, { freeShippingCost: '0' });
    expect(await place()).toMatchObject({ shippingCost: null, total: null });
  });

  it('checks out a company with valid requisites and keeps them', async () => {
    const { headers } = await confirmedCustomer(t.app, t.db.orm);
    await fillCart(t.app, headers, [{ productId: (await createProduct(t.db.orm)).id, quantity: 1 }]);
    const res = await checkout(
      headers,
      checkoutBody({
        payerType: 'company',
        company: VALID_COMPANY,
        delivery: { method: 'transport_company', address: 'г. Казань, ул. Баумана, д. 5', transportCompany: 'СДЭК' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.order).toMatchObject({
      payerType: 'company',
      company: { ...VALID_COMPANY, edoOperator: null, edoParticipantId: null },
      delivery: { method: 'transport_company', transportCompany: 'СДЭК' },
    });
  });

  it("keeps a company's ЭДО operator and participant id, and offers them on the next checkout", async () => {
    const { headers } = await confirmedCustomer(t.app, t.db.orm);
    await fillCart(t.app, headers, [{ productId: (await createProduct(t.db.orm)).id, quantity: 1 }]);
    const edo = { edoOperator: ' Контур.Диадок ', edoParticipantId: '2BM-7707083893-773601001-201507240456195557453' };
    const res = await checkout(headers, checkoutBody({ payerType: 'company', company: { ...VALID_COMPANY, ...edo } }));
    expect(res.json().payload.order.company).toMatchObject({
      edoOperator: 'Контур.Диадок',
      edoParticipantId: edo.edoParticipantId,
    });
    const prefill = await t.app.inject({ method: 'GET', url: '/api/v1/checkout/prefill', headers });
    expect(prefill.json().payload.checkoutPrefill.company).toMatchObject({
      edoOperator: 'Контур.Диадок',
      edoParticipantId: edo.edoParticipantId,
    });
  });

  describe('refusals change nothing', () => {
    it('15 for an empty cart and for no cart at all', async () => {
      const { headers } = await confirmedCustomer(t.app, t.db.orm);
      expect((await checkout(headers)).json().error).toBe(ErrorCode.CartIsEmpty);
      const p = await createProduct(t.db.orm);
      await fillCart(t.app, headers, [{ productId: p.id, quantity: 1 }]);
      await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/cart/product',
        payload: { cartProductList: [{ productId: p.id, quantity: 1 }] },
        headers,
      });
      const res = await checkout(headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(ErrorCode.CartIsEmpty);
      expect(await orderCount()).toBe(0);
    });

    it('14 naming every line that cannot be bought, and the cart stays', async () => {
      const { headers } = await confirmedCustomer(t.app, t.db.orm);
      const ok = await createProduct(t.db.orm);
      const unsold = await createProduct(t.db.orm, { title: 'Старый тахограф', article: 'OLD-1' });
      const deleted = await createProduct(t.db.orm, { title: 'Снятый модуль', article: 'DEL-1' });
      await fillCart(
        t.app,
        headers,
        [ok, unsold, deleted].map((p) => ({ productId: p.id, quantity: 1 })),
      );
      await t.db.orm.update(product).set({ availability: 'not_sold' }).where(eq(product.id, unsold.id));
      await t.db.orm.update(product).set({ deletedAt: new Date() }).where(eq(product.id, deleted.id));

      const res = await checkout(headers);
      expect(res.json().error).toBe(ErrorCode.ProductCannotBePurchased);
      // Lines added in one call share their time; the details follow the cart's order, whichever that is.
      expect(res.json().details).toHaveLength(2);
      expect(res.json().details).toEqual(
        expect.arrayContaining([
          { field: unsold.id, message: '«Старый тахограф» (арт. OLD-1) снят с продажи' },
          { field: deleted.id, message: '«Снятый модуль» (арт. DEL-1) удалён из каталога' },
        ]),
      );
      expect(await cartLines()).toBe(3);
      expect(await orderCount()).toBe(0);
    });

    it('18 for an unconfirmed email, 9 for an admin, 26 for a guest visitor, 401 with no identity', async () => {
      const p = await createProduct(t.db.orm);
      const unconfirmed = await signedIn(t.app, t.db.orm, 'customer', { confirmed: false });
      await fillCart(t.app, unconfirmed.headers, [{ productId: p.id, quantity: 1 }]);
      expect((await checkout(unconfirmed.headers)).json().error).toBe(ErrorCode.EmailNotConfirmed);
      const root = await signedIn(t.app, t.db.orm, 'root', { confirmed: true });
      expect((await checkout(root.headers)).json().error).toBe(ErrorCode.UserNotCustomer);
      const visitor = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/product',
        payload: { cartProductList: [{ productId: p.id, quantity: 1 }] },
      });
      const anonymousId = visitor.cookies.find((c) => c.name === 'anonymous_user_id')?.value as string;
      expect((await checkout({ 'x-anonymous-user-id': anonymousId })).json().error).toBe(ErrorCode.UserIsGuest);
      expect((await checkout({})).statusCode).toBe(401);
      expect(await orderCount()).toBe(0);
    });

    it("20 when neither the contact nor the profile has a phone; the profile's phone serves when the contact has none", async () => {
      const p = await createProduct(t.db.orm);
      const noPhone = await confirmedCustomer(t.app, t.db.orm, { phone: null });
      await fillCart(t.app, noPhone.headers, [{ productId: p.id, quantity: 1 }]);
      const withoutPhone = checkoutBody({ contact: { ...checkoutBody().contact, phone: null } });
      expect((await checkout(noPhone.headers, withoutPhone)).json().error).toBe(ErrorCode.UserHasNoPhone);

      const profilePhone = await confirmedCustomer(t.app, t.db.orm, { phone: '+74951112233' });
      await fillCart(t.app, profilePhone.headers, [{ productId: p.id, quantity: 1 }]);
      expect((await checkout(profilePhone.headers, withoutPhone)).json().payload.order.contact.phone).toBe(
        '+74951112233',
      );
    });

    it('12 for a company without requisites and for each requisite a bank would refuse, naming the field', async () => {
      const { headers } = await confirmedCustomer(t.app, t.db.orm);
      await fillCart(t.app, headers, [{ productId: (await createProduct(t.db.orm)).id, quantity: 1 }]);
      const noCompany = await checkout(headers, checkoutBody({ payerType: 'company', company: null }));
      expect(noCompany.json()).toMatchObject({ error: ErrorCode.CheckViolation, details: [{ field: 'company' }] });

      const wrong = {
        ...VALID_COMPANY,
        inn: '7707083894',
        ogrn: '1027700132196',
        checkingAccount: '40702810938000000002',
        correspondentAccount: '30101810400000000226',
      };
      const res = await checkout(headers, checkoutBody({ payerType: 'company', company: wrong }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { field: 'company.inn', message: 'ИНН указан с ошибкой: не сходится контрольное число' },
        { field: 'company.ogrn', message: 'ОГРН указан с ошибкой: не сходится контрольное число' },
        { field: 'company.checkingAccount', message: 'Расчётный счёт не соответствует БИК: проверьте счёт и БИК' },
        { field: 'company.correspondentAccount', message: 'Корреспондентский счёт не соответствует БИК' },
      ]);
      const soleWithKpp = await checkout(
        headers,
        checkoutBody({ payerType: 'company', company: { ...VALID_COMPANY, inn: '500100732259', ogrn: null } }),
      );
      expect(soleWithKpp.json().details).toEqual([
        { field: 'company.kpp', message: 'У ИП нет КПП: оставьте поле пустым' },
      ]);
      const badEdo = await checkout(
        headers,
        checkoutBody({ payerType: 'company', company: { ...VALID_COMPANY, edoParticipantId: '1BM-7707083893' } }),
      );
      expect(badEdo.json().details).toEqual([
        { field: 'company.edoParticipantId', message: expect.stringContaining('Идентификатор участника ЭДО') },
      ]);
      expect(await orderCount()).toBe(0);
      expect(await cartLines()).toBe(1);
    });

    it('12 for a delivery without its address or transport company', async () => {
      const { headers } = await confirmedCustomer(t.app, t.db.orm);
      await fillCart(t.app, headers, [{ productId: (await createProduct(t.db.orm)).id, quantity: 1 }]);
      const res = await checkout(
        headers,
        checkoutBody({ delivery: { method: 'transport_company', address: '  ', transportCompany: null } }),
      );
      expect(res.json().details).toEqual([
        { field: 'delivery.address', message: 'Укажите адрес доставки' },
        { field: 'delivery.transportCompany', message: 'Укажите транспортную компанию' },
      ]);
      const pickup = await checkout(
        headers,
        checkoutBody({ delivery: { method: 'pickup', address: 'ignored', transportCompany: 'ignored' } }),
      );
      expect(pickup.json().payload.order.delivery).toEqual({ method: 'pickup', address: null, transportCompany: null });
    });
  });

  describe('a double submit makes one order', () => {
    it('two checkouts at once on one cart: one order, the other gets 15', async () => {
      const { headers } = await confirmedCustomer(t.app, t.db.orm);
      await fillCart(t.app, headers, [{ productId: (await createProduct(t.db.orm)).id, quantity: 1 }]);
      const both = await Promise.all([checkout(headers), checkout(headers)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.statusCode === 409)?.json().error).toBe(ErrorCode.CartIsEmpty);
      expect(await orderCount()).toBe(1);
    });

    it('a retry with the same Idempotency-Key returns the same order, at once or later; another body with it is 32', async () => {
      const { headers } = await confirmedCustomer(t.app, t.db.orm);
      await fillCart(t.app, headers, [{ productId: (await createProduct(t.db.orm)).id, quantity: 1 }]);
      const keyed = { ...headers, 'idempotency-key': 'order-7f3c2a9e' };
      const [a, b] = await Promise.all([checkout(keyed), checkout(keyed)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().payload.order.id).toBe(b.json().payload.order.id);
      const later = await checkout(keyed);
      expect(later.json().payload.order.id).toBe(a.json().payload.order.id);
      expect(await orderCount()).toBe(1);
      // One confirmation letter, not one per retry.
      expect((await readOutbox(t.config.mail.outboxDir)).filter((l) => l.subject.includes('принят'))).toHaveLength(1);

      const other = await checkout(keyed, checkoutBody({ comment: 'другой заказ' }));
      expect(other.json().error).toBe(ErrorCode.Conflict);
      expect((await checkout({ ...headers, 'idempotency-key': 'short' })).statusCode).toBe(400);
    });
  });

  it('writes nothing when the cart changed between the read and the write: no order, no number taken, the lines kept', async () => {
    const { user, headers } = await confirmedCustomer(t.app, t.db.orm);
    const p = await createProduct(t.db.orm);
    const q = await createProduct(t.db.orm);
    await fillCart(t.app, headers, [{ productId: p.id, quantity: 2 }]);
    await fillCart(t.app, headers, [{ productId: q.id, quantity: 1 }]);
    const read = await readCheckout(t.db.orm, user.id, undefined, null);
    // A parallel add raises one line's quantity after the read.
    await fillCart(t.app, headers, [{ productId: q.id, quantity: 1 }]);
    const lines = read.lines.map((l, position) => ({
      position,
      productId: l.productId,
      article: l.article,
      title: l.title,
      price: l.price,
      quantity: l.quantity,
      total: l.price,
    }));
    const order = {
      userId: user.id,
      payerType: 'individual' as const,
      company: null,
      contact: { firstName: 'И', lastName: 'П', middleName: null, phone: '+79151234567', email: 'a@b.ru' },
      deliveryMethod: 'pickup' as const,
      itemsTotal: '1.00',
      lineCount: 2,
      searchText: 'a@b.ru',
      createdAt: new Date(),
    };
    const failure = await writeOrder(t.db.orm, read.cartId as string, order, lines).catch((err: unknown) => err);
    expect(isCartChanged(failure)).toBe(true);
    expect(await orderCount()).toBe(0);
    expect((await t.db.orm.select().from(cartLine)).map((l) => l.quantity).sort()).toEqual([2, 2]);
    // The checkout itself reads again and orders the cart as it now is, as number 1001.
    expect((await checkout(headers)).json().payload.order).toMatchObject({
      number: 1001,
      lineList: [{ quantity: 2 }, { quantity: 2 }],
    });
  });

  it("offers the profile, then the last order, as the form's starting values", async () => {
    const { user, headers } = await confirmedCustomer(t.app, t.db.orm);
    await t.db.orm
      .update(users)
      .set({ firstName: 'Анна', lastName: 'Смирнова', companyTitle: 'ООО «Ромашка»' })
      .where(eq(users.id, user.id));
    const prefill = () => t.app.inject({ method: 'GET', url: '/api/v1/checkout/prefill', headers });
    expect((await prefill()).json().payload.checkoutPrefill).toMatchObject({
      payerType: 'company',
      company: { title: 'ООО «Ромашка»', inn: null },
      contact: { firstName: 'Анна', lastName: 'Смирнова', phone: '+79151234567', email: user.email },
      delivery: null,
    });
    await fillCart(t.app, headers, [{ productId: (await createProduct(t.db.orm)).id, quantity: 1 }]);
    await checkout(headers, checkoutBody({ payerType: 'company', company: VALID_COMPANY }));
    expect((await prefill()).json().payload.checkoutPrefill).toMatchObject({
      payerType: 'company',
      company: VALID_COMPANY,
      contact: { firstName: 'Иван', phone: '+79151234567' },
      delivery: { method: 'courier', address: 'г. Москва, ул. Тверская, д. 1' },
    });
    const other = await createUser(t.db.orm, { role: 'root' });
    const rootHeaders = { authorization: `Bearer ${(await login(t.app, other.email)).accessToken}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/checkout/prefill', headers: rootHeaders })).json().error,
    ).toBe(ErrorCode.UserNotCustomer);
  });
});
