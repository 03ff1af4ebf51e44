import { ErrorCode } from '@shop/errors';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, ManualClock, signedIn } from '../../testing/identity';
import { ensureFirstRoot } from './first-root';
import { findUserByEmail, updateUser } from './repository';
import { verifyPassword } from '../identity/passwords';

describe('admin users', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof signedIn>>;
  const clock = new ManualClock();
  beforeEach(async () => {
    t = await buildTestApp({ clock });
    root = await signedIn(t.app, t.db.orm, 'root');
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: root.headers, ...(payload !== undefined ? { payload } : {}) });

  it('creates a user with defaults for null fields, and answers 28 for a taken email, 12 for nulls', async () => {
    const res = await call('POST', '/api/v1/admin/user', {
      email: 'Client@Example.ru',
      password: 'long-enough-1',
      role: null,
      isActive: null,
      emailIsConfirmed: true,
      firstName: 'Анна',
      gender: 'female',
      phone: '89151234567',
      companyTitle: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.user).toMatchObject({
      email: 'Client@Example.ru',
      role: 'customer',
      isActive: true,
      emailIsConfirmed: true,
      firstName: 'Анна',
      gender: 'female',
      phone: '+79151234567',
      companyTitle: null,
      requisitesFile: null,
      customerGroup: null,
    });
    expect(
      (
        await call('POST', '/api/v1/admin/user', { email: 'client@example.RU', password: 'long-enough-1', role: null })
      ).json().error,
    ).toBe(ErrorCode.EmailExists);
    const nulls = await call('POST', '/api/v1/admin/user', { email: null, password: null, role: null });
    expect([nulls.statusCode, nulls.json().error]).toEqual([400, ErrorCode.CheckViolation]);
  });

  it('answers 9 for a customer group on a non-customer and 6 for an unknown group', async () => {
    const group = '00000000-0000-4000-8000-000000000001';
    const rootWithGroup = await call('POST', '/api/v1/admin/user', {
      email: 'g1@example.ru',
      password: 'long-enough-1',
      role: 'root',
      customerGroupId: group,
    });
    expect(rootWithGroup.json().error).toBe(ErrorCode.UserNotCustomer);
    const unknown = await call('POST', '/api/v1/admin/user', {
      email: 'g2@example.ru',
      password: 'long-enough-1',
      role: 'customer',
      customerGroupId: group,
    });
    expect(unknown.json().error).toBe(ErrorCode.RecordNotFound);
  });

  it('updates the sent fields, keeps a null email; a new password or deactivation ends the sessions', async () => {
    const target = await signedIn(t.app, t.db.orm);
    const res = await call('PATCH', '/api/v1/admin/user', {
      id: target.user.id,
      firstName: 'Пётр',
      lastName: null,
      email: null,
      isActive: false,
      password: 'новый-пароль-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.user).toMatchObject({
      firstName: 'Пётр',
      lastName: null,
      email: target.user.email,
      isActive: false,
    });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh',
      payload: { refreshToken: target.jwt.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const stored = await findUserByEmail(t.db.orm, target.user.email);
    expect(await verifyPassword(stored?.passwordHash ?? '', 'новый-пароль-1')).toBe(true);
  });

  it('clears optional fields sent as null or blank, keeps absent ones, and never clears required ones', async () => {
    const made = await call('POST', '/api/v1/admin/user', {
      email: 'full@example.ru',
      password: 'long-enough-1',
      role: 'customer',
      emailIsConfirmed: true,
      firstName: 'Анна',
      middleName: 'Сергеевна',
      lastName: 'Петрова',
      gender: 'female',
      phone: '+7 (915) 123-45-67',
      companyTitle: 'ООО «Ромашка»',
      position: 'Инженер',
    });
    const id: string = made.json().payload.user.id;

    // The admin form sends every field, empty ones as null (SPEC 5).
    const cleared = await call('PATCH', '/api/v1/admin/user', {
      id,
      email: null,
      password: null,
      role: null,
      isActive: null,
      emailIsConfirmed: null,
      phone: null,
      middleName: '   ',
      gender: null,
      firstName: 'Анна',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const expected = {
      email: 'full@example.ru',
      role: 'customer',
      isActive: true,
      emailIsConfirmed: true,
      phone: null,
      middleName: null,
      gender: null,
      firstName: 'Анна',
      lastName: 'Петрова',
      companyTitle: 'ООО «Ромашка»',
      position: 'Инженер',
    };
    expect(cleared.json().payload.user).toMatchObject(expected);
    expect((await call('GET', `/api/v1/admin/user/${id}`)).json().payload.user).toMatchObject(expected);
    const stored = await findUserByEmail(t.db.orm, 'full@example.ru');
    expect(await verifyPassword(stored?.passwordHash ?? '', 'long-enough-1')).toBe(true);

    const rest = await call('PATCH', '/api/v1/admin/user', {
      id,
      firstName: null,
      lastName: '',
      companyTitle: null,
      position: null,
    });
    expect(rest.json().payload.user).toMatchObject({
      firstName: null,
      lastName: null,
      companyTitle: null,
      position: null,
      email: 'full@example.ru',
    });
    // A cleared phone no longer finds the user.
    expect((await call('GET', '/api/v1/admin/user/list?searchQuery=915123')).json().payload.pagination.total).toBe(0);

    const emptyPhone = await call('PATCH', '/api/v1/admin/user', { id, phone: '' });
    expect([emptyPhone.statusCode, emptyPhone.json().error]).toEqual([400, ErrorCode.CheckViolation]);
    const emptyEmail = await call('PATCH', '/api/v1/admin/user', { id, email: '' });
    expect([emptyEmail.statusCode, emptyEmail.json().error]).toEqual([400, ErrorCode.CheckViolation]);
    const phoneAgain = await call('PATCH', '/api/v1/admin/user', { id, phone: '8 915 765-43-21' });
    expect(phoneAgain.json().payload.user.phone).toBe('+79157654321');
  });

  it('answers 6 for an unknown user, 28 for a taken email, 5 when an admin demotes or disables themselves', async () => {
    const missing = await call('PATCH', '/api/v1/admin/user', {
      id: '00000000-0000-4000-8000-000000000000',
      firstName: 'X',
    });
    expect([missing.statusCode, missing.json().error]).toEqual([404, ErrorCode.RecordNotFound]);
    const a = await createUser(t.db.orm);
    const b = await createUser(t.db.orm);
    expect((await call('PATCH', '/api/v1/admin/user', { id: a.id, email: b.email.toUpperCase() })).json().error).toBe(
      ErrorCode.EmailExists,
    );
    expect((await call('PATCH', '/api/v1/admin/user', { id: root.user.id, role: 'customer' })).json().error).toBe(
      ErrorCode.NoPermission,
    );
    expect((await call('PATCH', '/api/v1/admin/user', { id: root.user.id, isActive: false })).json().error).toBe(
      ErrorCode.NoPermission,
    );
  });

  it('gets one user (6 when unknown) and its requisites (6 when none)', async () => {
    const user = await createUser(t.db.orm);
    expect((await call('GET', `/api/v1/admin/user/${user.id}`)).json().payload.user.id).toBe(user.id);
    expect((await call('GET', '/api/v1/admin/user/00000000-0000-4000-8000-000000000000')).json().error).toBe(
      ErrorCode.RecordNotFound,
    );
    const none = await call('GET', `/api/v1/admin/user/${user.id}/requisites`);
    expect([none.statusCode, none.json().error]).toEqual([404, ErrorCode.RecordNotFound]);
  });

  it('lists users newest first with stable paging and a case-insensitive search over email, names, phone and company', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) {
      const u = await createUser(t.db.orm, { email: `list${i}@example.ru` });
      // Same timestamp for several users: the id breaks the tie so pages never overlap.
      const [row] = await t.db.orm
        .update(users)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 2))) })
        .where(eq(users.id, u.id))
        .returning();
      made.push(row);
    }
    await updateUser(
      t.db.orm,
      made[0]?.id as string,
      { firstName: 'Светлана', companyTitle: 'ООО «ТахоСервис»', phone: '+79161112233' },
      new Date(),
    );

    const page = (n: number) => call('GET', `/api/v1/admin/user/list?page=${n}&limit=3`);
    const first = (await page(1)).json().payload;
    const second = (await page(2)).json().payload;
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 6 });
    const ids = [...first.userList, ...second.userList].map((u: { id: string }) => u.id);
    expect(new Set(ids).size).toBe(6);
    expect((await page(1)).json().payload.userList.map((u: { id: string }) => u.id)).toEqual(
      first.userList.map((u: { id: string }) => u.id),
    );

    for (const query of ['СВЕТЛ', 'тахосервис', '916 111', 'LIST0@']) {
      const found = (await call('GET', `/api/v1/admin/user/list?searchQuery=${encodeURIComponent(query)}`)).json()
        .payload;
      expect({ query, ids: found.userList.map((u: { id: string }) => u.id) }).toEqual({ query, ids: [made[0]?.id] });
    }
    const percent = (await call('GET', `/api/v1/admin/user/list?searchQuery=${encodeURIComponent('%')}`)).json()
      .payload;
    expect(percent.pagination.total).toBe(0);
    const roots = (await call('GET', '/api/v1/admin/user/list?role=root')).json().payload;
    expect(roots.userList.map((u: { role: string }) => u.role)).toEqual(['root']);
  });
});

describe('first root', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('is created once on an empty database, with a generated password when none is configured', async () => {
    const created = await ensureFirstRoot(
      t.db.orm,
      { email: 'admin@tachosnab.local', password: undefined },
      { now: () => new Date() },
    );
    expect(created?.email).toBe('admin@tachosnab.local');
    expect(created?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const row = await findUserByEmail(t.db.orm, 'admin@tachosnab.local');
    expect(row).toMatchObject({ role: 'root', isActive: true });
    expect(await verifyPassword(row?.passwordHash ?? '', created?.generatedPassword ?? '')).toBe(true);
    expect(
      await ensureFirstRoot(
        t.db.orm,
        { email: 'other@example.ru', password: 'configured-1' },
        { now: () => new Date() },
      ),
    ).toBeUndefined();
  });

  it('is created when only customers exist (the demo seed adds its customer before the first start)', async () => {
    await createUser(t.db.orm, { email: 'demo@tachosnab.local', role: 'customer' });
    const created = await ensureFirstRoot(
      t.db.orm,
      { email: 'admin@tachosnab.local', password: 'configured-1' },
      { now: () => new Date() },
    );
    expect(created?.email).toBe('admin@tachosnab.local');
    expect(await findUserByEmail(t.db.orm, 'admin@tachosnab.local')).toMatchObject({ role: 'root' });
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when given', async () => {
    const created = await ensureFirstRoot(
      t.db.orm,
      { email: 'boss@example.ru', password: 'configured-1' },
      { now: () => new Date() },
    );
    expect(created).toEqual({ email: 'boss@example.ru', generatedPassword: undefined });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'boss@example.ru', password: 'configured-1' },
    });
    expect(res.statusCode).toBe(200);
  });
});
