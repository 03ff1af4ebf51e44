import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { integratorRequest, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { confirmedCustomer, VALID_COMPANY } from '../../testing/orders';
import { createProduct } from '../../testing/products';
import { secondApiOnSameDatabase, type SecondApi } from '../../testing/second-api';
import { TEST_ENGINE } from '../../testing/test-database';
import { readOutbox } from '../../mail/mailer';

type Headers = Record<string, string>;

/** A request body that passes every check (Сбербанк's ИНН); override any field. */
const body = (overrides: Record<string, unknown> = {}) => ({
  companyTitle: 'ООО «Телематика Юг»',
  inn: VALID_COMPANY.inn,
  phone: '8 (861) 200-10-20',
  region: 'Краснодарский край',
  website: 'https://telematika-yug.example.ru',
  comment: 'Обслуживаем 40 автопарков, ставим 30 тахографов в месяц',
  ...overrides,
});

describe(`integrator requests (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let admin: Headers;
  let second: SecondApi | undefined;
  beforeEach(async () => {
    t = await buildTestApp();
    admin = (await signedIn(t.app, t.db.orm, 'root')).headers;
  });
  afterEach(async () => {
    await second?.close();
    second = undefined;
    await t.close();
  });

  const submit = (headers: Headers, payload: object = body(), app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/v1/integrator-request', payload, headers });
  const latest = (headers: Headers) =>
    t.app.inject({ method: 'GET', url: '/api/v1/integrator-request/latest', headers });
  const withdraw = (id: string, headers: Headers) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/integrator-request/${id}/self-denial`, headers });
  const decide = (id: string, payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/admin/integrator-request/${id}/status`, payload, headers });
  const list = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/integrator-request/list${query}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payload as {
      integratorRequestList: { id: string; status: string; companyTitle: string }[];
      pagination: { page: number; limit: number; total: number };
    };
  };
  const me = async (headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers })).json().payload.customerUser;
  const group = async (title: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/customer/group',
      payload: { title },
      headers: admin,
    });
    return res.json().payload.customerGroup.id as string;
  };
  const refusal = (res: {
    statusCode: number;
    json(): { error: number; details?: { field: string; message: string }[] };
  }) => ({ status: res.statusCode, error: res.json().error, details: res.json().details });

  /** A confirmed customer's pending request; returns the customer and the request id. */
  async function applied(payload: object = body()) {
    const customer = await confirmedCustomer(t.app, t.db.orm);
    const res = await submit(customer.headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    return { ...customer, requestId: res.json().payload.integratorRequest.id as string };
  }

  describe('applying', () => {
    it("stores a trimmed request with blank optional fields as null, and the user's status follows it", async () => {
      const customer = await confirmedCustomer(t.app, t.db.orm);
      expect((await me(customer.headers)).latestIntegratorRequestStatus).toBeNull();
      expect((await latest(customer.headers)).json().payload.integratorRequest).toBeNull();

      const res = await submit(
        customer.headers,
        body({ companyTitle: '  ООО «Телематика Юг»  ', region: ' Кубань ', website: '   ', comment: '' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const request = res.json().payload.integratorRequest;
      expect(request).toMatchObject({
        status: 'pending',
        user: { id: customer.user.id, email: customer.user.email },
        companyTitle: 'ООО «Телематика Юг»',
        inn: VALID_COMPANY.inn,
        phone: '+78612001020',
        region: 'Кубань',
        website: null,
        comment: null,
        adminComment: null,
      });
      expect((await latest(customer.headers)).json().payload.integratorRequest).toEqual(request);
      expect((await me(customer.headers)).latestIntegratorRequestStatus).toBe('pending');
      const adminUser = (
        await t.app.inject({ method: 'GET', url: `/api/v1/admin/user/${customer.user.id}`, headers: admin })
      ).json().payload.user;
      expect(adminUser.latestIntegratorRequestStatus).toBe('pending');
      const adminList = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/user/list?searchQuery=${encodeURIComponent(customer.user.email)}`,
          headers: admin,
        })
      ).json().payload;
      expect(
        adminList.userList.map(
          (u: { latestIntegratorRequestStatus: string | null }) => u.latestIntegratorRequestStatus,
        ),
      ).toEqual(['pending']);
    });

    it('refuses who may not apply: anonymous 401, guest 26, root 9, unconfirmed e-mail 18, a customer group member 32', async () => {
      expect((await submit({})).statusCode).toBe(401);
      const guest = await signedIn(t.app, t.db.orm, 'guest');
      expect(refusal(await submit(guest.headers))).toMatchObject({ status: 403, error: ErrorCode.UserIsGuest });
      expect(refusal(await submit(admin))).toMatchObject({ status: 403, error: ErrorCode.UserNotCustomer });
      const unconfirmed = await signedIn(t.app, t.db.orm, 'customer');
      expect(refusal(await submit(unconfirmed.headers))).toMatchObject({
        status: 403,
        error: ErrorCode.EmailNotConfirmed,
      });

      const member = await confirmedCustomer(t.app, t.db.orm);
      await t.db.orm
        .update(users)
        .set({ customerGroupId: await group('Дилеры') })
        .where(eq(users.id, member.user.id));
      expect(refusal(await submit(member.headers))).toEqual({
        status: 409,
        error: ErrorCode.Conflict,
        details: [{ field: 'reason', message: 'hasCustomerGroup' }],
      });
      expect(await t.db.orm.select().from(integratorRequest)).toHaveLength(0);
    });

    it('refuses a new request after a pending, rejected or withdrawn one (32 with the status), allows one after a confirmed one', async () => {
      const blocked = (status: string) => ({
        status: 409,
        error: ErrorCode.Conflict,
        details: [
          { field: 'reason', message: 'latestStatus' },
          { field: 'status', message: status },
        ],
      });
      const pending = await applied();
      expect(refusal(await submit(pending.headers))).toEqual(blocked('pending'));

      const rejected = await applied();
      expect((await decide(rejected.requestId, { status: 'rejected' })).statusCode).toBe(200);
      expect(refusal(await submit(rejected.headers))).toEqual(blocked('rejected'));

      const withdrawn = await applied();
      expect((await withdraw(withdrawn.requestId, withdrawn.headers)).statusCode).toBe(200);
      expect(refusal(await submit(withdrawn.headers))).toEqual(blocked('self-denial'));

      // Confirmed, then taken out of the group by an admin: the customer may apply again.
      const confirmed = await applied();
      expect(
        (await decide(confirmed.requestId, { status: 'confirmed', customerGroupId: await group('Интеграторы') }))
          .statusCode,
      ).toBe(200);
      expect(refusal(await submit(confirmed.headers)).details).toEqual([
        { field: 'reason', message: 'hasCustomerGroup' },
      ]);
      await t.db.orm.update(users).set({ customerGroupId: null }).where(eq(users.id, confirmed.user.id));
      expect((await submit(confirmed.headers)).statusCode).toBe(200);
      expect((await me(confirmed.headers)).latestIntegratorRequestStatus).toBe('pending');
    });

    it('checks the ИНН with its check digits as the checkout does, and the other fields (code 12 naming them)', async () => {
      const customer = await confirmedCustomer(t.app, t.db.orm);
      const badChecksum = await submit(customer.headers, body({ inn: '7707083894' }));
      expect(refusal(badChecksum)).toEqual({
        status: 400,
        error: ErrorCode.CheckViolation,
        details: [{ field: 'inn', message: 'ИНН указан с ошибкой: не сходится контрольное число' }],
      });
      // The contract's pattern refuses a malformed ИНН before the service: still 12 naming the field.
      const malformed = await submit(customer.headers, body({ inn: '12345' }));
      expect(malformed.json().error).toBe(ErrorCode.CheckViolation);
      expect(JSON.stringify(malformed.json().details)).toContain('inn');
      // Text of spaces alone is refused by the contract (issue #24), a phone without digits by the service.
      const blanks = await submit(customer.headers, body({ companyTitle: '   ', region: ' ' }));
      expect(refusal(blanks)).toMatchObject({ status: 400, error: ErrorCode.CheckViolation });
      expect(refusal(blanks).details?.map((d) => d.field)).toEqual(['companyTitle', 'region']);
      const noDigits = await submit(customer.headers, body({ phone: '(   ) - -' }));
      expect(refusal(noDigits).details?.map((d) => d.field)).toEqual(['phone']);
      // A 12-digit ИНН of a sole proprietor passes.
      expect((await submit(customer.headers, body({ inn: '500100732259' }))).statusCode).toBe(200);
    });

    it('makes one request of two submits at once (the other gets 32), on one API and across two', async () => {
      const customer = await confirmedCustomer(t.app, t.db.orm);
      second = await secondApiOnSameDatabase(t, 4);
      const other = second?.app ?? t.app;
      const replies = await Promise.all([
        submit(customer.headers, body(), t.app),
        submit(customer.headers, body(), other),
        submit(customer.headers, body(), t.app),
      ]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      for (const r of replies.filter((x) => x.statusCode === 409))
        expect(r.json().details).toContainEqual({ field: 'status', message: 'pending' });
      const rows = await t.db.orm
        .select()
        .from(integratorRequest)
        .where(eq(integratorRequest.userId, customer.user.id));
      expect(rows.map((r) => r.status)).toEqual(['pending']);
    });
  });

  describe('withdrawing', () => {
    it("withdraws an own pending request once; 16 for someone else's, 32 when not pending, 6 for none", async () => {
      const mine = await applied();
      const other = await confirmedCustomer(t.app, t.db.orm);
      expect(refusal(await withdraw(mine.requestId, other.headers))).toMatchObject({
        status: 403,
        error: ErrorCode.UserNotOrderOwner,
      });
      expect((await withdraw(mine.requestId, {})).statusCode).toBe(401);
      const res = await withdraw(mine.requestId, mine.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payload.integratorRequest).toMatchObject({ id: mine.requestId, status: 'self-denial' });
      expect((await me(mine.headers)).latestIntegratorRequestStatus).toBe('self-denial');
      expect(refusal(await withdraw(mine.requestId, mine.headers))).toMatchObject({
        status: 409,
        error: ErrorCode.Conflict,
      });
      expect(refusal(await withdraw('00000000-0000-4000-8000-000000000000', mine.headers))).toMatchObject({
        status: 404,
        error: ErrorCode.RecordNotFound,
      });
      // A decided request cannot be withdrawn either.
      const decided = await applied();
      await decide(decided.requestId, { status: 'rejected' });
      expect(refusal(await withdraw(decided.requestId, decided.headers))).toMatchObject({
        status: 409,
        error: ErrorCode.Conflict,
      });
    });
  });

  describe('the admin', () => {
    it('refuses anonymous visitors (401) and customers (403) on the list and the decision', async () => {
      const customer = await applied();
      const calls = [
        ['GET', '/api/v1/admin/integrator-request/list', undefined],
        ['PATCH', `/api/v1/admin/integrator-request/${customer.requestId}/status`, { status: 'rejected' }],
      ] as const;
      for (const [method, url, payload] of calls) {
        expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
        expect((await t.app.inject({ method, url, payload, headers: customer.headers })).statusCode).toBe(403);
      }
      expect((await t.db.orm.select({ status: integratorRequest.status }).from(integratorRequest))[0]?.status).toBe(
        'pending',
      );
    });

    it('confirms with a group in one step: the customer joins it, their personal price and flag change at once, and a letter goes out', async () => {
      const product = await createProduct(t.db.orm, { basePrice: '10000.00' });
      const integrators = await group('Интеграторы');
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/customer/group/${integrators}/price`,
        payload: { groupPriceList: [{ productId: product.id, price: '7450.50' }] },
        headers: admin,
      });
      const customer = await applied();
      const price = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/product/by-slug/${product.slug}`,
            headers: customer.headers,
          })
        ).json().payload.product.personalPrice;
      expect(await price()).toBe('10000.00');
      expect((await me(customer.headers)).isCustomerGroupAssigned).toBe(false);

      const missing = await decide(customer.requestId, { status: 'confirmed' });
      expect(refusal(missing)).toMatchObject({
        status: 400,
        error: ErrorCode.CheckViolation,
        details: [{ field: 'customerGroupId' }],
      });
      const nullGroup = await decide(customer.requestId, { status: 'confirmed', customerGroupId: null });
      expect(refusal(nullGroup)).toMatchObject({
        status: 400,
        error: ErrorCode.CheckViolation,
        details: [{ field: 'customerGroupId' }],
      });
      const unknown = await decide(customer.requestId, {
        status: 'confirmed',
        customerGroupId: '00000000-0000-4000-8000-000000000000',
      });
      expect(refusal(unknown)).toMatchObject({ status: 404, error: ErrorCode.RecordNotFound });
      expect((await me(customer.headers)).latestIntegratorRequestStatus).toBe('pending');

      const res = await decide(customer.requestId, {
        status: 'confirmed',
        customerGroupId: integrators,
        adminComment: '  Добро пожаловать  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payload.integratorRequest).toMatchObject({
        id: customer.requestId,
        status: 'confirmed',
        adminComment: 'Добро пожаловать',
      });
      expect(await price()).toBe('7450.50');
      expect(await me(customer.headers)).toMatchObject({
        isCustomerGroupAssigned: true,
        latestIntegratorRequestStatus: 'confirmed',
      });
      const [row] = await t.db.orm.select().from(integratorRequest).where(eq(integratorRequest.id, customer.requestId));
      expect(row).toMatchObject({ customerGroupId: integrators, decidedAt: expect.any(Date) });
      expect(row?.decidedBy).not.toBeNull();

      const letters = await readOutbox(t.config.mail.outboxDir);
      const letter = letters.find((l) => l.to === customer.user.email);
      expect(letter?.subject).toMatch(/^Заявка интегратора одобрена/);
      expect(letter?.text).toContain('«Интеграторы»');
      expect(letter?.text).toContain('Комментарий менеджера: Добро пожаловать');
      expect(letter?.html).toContain('<!doctype html>');

      // Decided: 32 for another decision, and the customer stays in the group.
      expect(refusal(await decide(customer.requestId, { status: 'rejected' }))).toMatchObject({
        status: 409,
        error: ErrorCode.Conflict,
        details: [{ field: 'status', message: 'confirmed' }],
      });
      expect((await me(customer.headers)).isCustomerGroupAssigned).toBe(true);
    });

    it('rejects with a comment and a letter; the customer stays without a group; 32 on a decided request, 6 for none', async () => {
      const customer = await applied();
      const res = await decide(customer.requestId, {
        status: 'rejected',
        adminComment: 'Нет опыта установки тахографов',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payload.integratorRequest).toMatchObject({
        status: 'rejected',
        adminComment: 'Нет опыта установки тахографов',
      });
      expect(await me(customer.headers)).toMatchObject({
        isCustomerGroupAssigned: false,
        latestIntegratorRequestStatus: 'rejected',
      });
      const letter = (await readOutbox(t.config.mail.outboxDir)).find((l) => l.to === customer.user.email);
      expect(letter?.subject).toMatch(/^Заявка интегратора отклонена/);
      expect(letter?.text).toContain('Комментарий менеджера: Нет опыта установки тахографов');
      expect(letter?.html).toContain('Нет опыта установки тахографов');

      expect(
        refusal(await decide(customer.requestId, { status: 'confirmed', customerGroupId: await group('Интеграторы') })),
      ).toMatchObject({ status: 409, error: ErrorCode.Conflict });
      expect(refusal(await decide(customer.requestId, { status: 'rejected' }))).toMatchObject({
        status: 409,
        error: ErrorCode.Conflict,
      });
      expect((await me(customer.headers)).isCustomerGroupAssigned).toBe(false);
      expect(refusal(await decide('00000000-0000-4000-8000-000000000000', { status: 'rejected' }))).toMatchObject({
        status: 404,
        error: ErrorCode.RecordNotFound,
      });
      // A withdrawn request cannot be decided either.
      const withdrawn = await applied();
      await withdraw(withdrawn.requestId, withdrawn.headers);
      expect(refusal(await decide(withdrawn.requestId, { status: 'rejected' }))).toMatchObject({
        status: 409,
        error: ErrorCode.Conflict,
        details: [{ field: 'status', message: 'self-denial' }],
      });
    });

    it('two decisions at once: one wins, the other gets 32', async () => {
      const customer = await applied();
      const integrators = await group('Интеграторы');
      second = await secondApiOnSameDatabase(t, 4);
      const other = second?.app ?? t.app;
      const replies = await Promise.all([
        decide(customer.requestId, { status: 'confirmed', customerGroupId: integrators }),
        other.inject({
          method: 'PATCH',
          url: `/api/v1/admin/integrator-request/${customer.requestId}/status`,
          payload: { status: 'rejected' },
          headers: admin,
        }),
      ]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const won = replies.find((r) => r.statusCode === 200)?.json().payload.integratorRequest.status;
      expect((await me(customer.headers)).isCustomerGroupAssigned).toBe(won === 'confirmed');
    });

    it('lists newest first, filters by status and user, searches company, ИНН and e-mail, and pages', async () => {
      const first = await applied(body({ companyTitle: 'ООО «Альфа Телематика»' }));
      const secondOne = await applied(body({ companyTitle: 'ИП Борисов', inn: '500100732259' }));
      const third = await applied(body({ companyTitle: 'ООО «Вега»' }));
      await decide(secondOne.requestId, { status: 'rejected' });

      const all = await list();
      expect(all.integratorRequestList.map((r) => r.id)).toEqual([
        third.requestId,
        secondOne.requestId,
        first.requestId,
      ]);
      expect(all.pagination).toEqual({ page: 1, limit: 20, total: 3 });
      expect((await list('?status=pending')).integratorRequestList.map((r) => r.id)).toEqual([
        third.requestId,
        first.requestId,
      ]);
      expect((await list('?status=rejected')).integratorRequestList.map((r) => r.id)).toEqual([secondOne.requestId]);
      expect((await list('?status=confirmed')).pagination.total).toBe(0);
      expect((await list(`?userId=${first.user.id}`)).integratorRequestList.map((r) => r.id)).toEqual([
        first.requestId,
      ]);
      expect(
        (await list(`?searchQuery=${encodeURIComponent('альфа')}`)).integratorRequestList.map((r) => r.id),
      ).toEqual([first.requestId]);
      expect((await list('?searchQuery=0073225')).integratorRequestList.map((r) => r.id)).toEqual([
        secondOne.requestId,
      ]);
      expect(
        (await list(`?searchQuery=${encodeURIComponent(third.user.email.toUpperCase())}`)).integratorRequestList.map(
          (r) => r.id,
        ),
      ).toEqual([third.requestId]);
      expect((await list(`?searchQuery=${encodeURIComponent('%')}`)).pagination.total).toBe(0);
      expect(
        (await list(`?searchQuery=${encodeURIComponent('ооо')}&status=pending`)).integratorRequestList.map((r) => r.id),
      ).toEqual([third.requestId, first.requestId]);
      const paged = await list('?page=2&limit=2');
      expect(paged).toMatchObject({
        integratorRequestList: [{ id: first.requestId }],
        pagination: { page: 2, limit: 2, total: 3 },
      });
    });
  });
});
