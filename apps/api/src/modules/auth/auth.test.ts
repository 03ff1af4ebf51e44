import { ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { anonymousUser } from '../../db/schema';
import {
  anonymousVisitor,
  createUser,
  login,
  ManualClock,
  setCookie,
  signedIn,
  TEST_PASSWORD,
} from '../../testing/identity';
import { readOutbox } from '../../mail/mailer';
import { ARGON2_PARAMETERS } from '../identity/passwords';
import { findUserByEmail } from '../users/repository';

describe('auth', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('register/customer', () => {
    it('creates a customer, answers both tokens, sets the refresh cookie and mails a confirmation', async () => {
      const res = await post('/api/v1/auth/register/customer', {
        email: 'Ivan@Example.ru',
        password: 'пароль-надёжный',
        firstName: 'Иван',
        lastName: null,
        phone: '8 (915) 123-45-67',
        companyTitle: 'ООО «Ромашка»',
      });
      expect(res.statusCode).toBe(200);
      const jwt = res.json().payload.jwt;
      expect(jwt.accessToken).toMatch(/^ey/);
      expect(jwt.refreshToken).toHaveLength(43);
      const cookie = setCookie(res, 'refresh_token');
      expect(cookie).toMatchObject({
        value: jwt.refreshToken,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 2592000,
      });
      expect(cookie?.secure).toBeFalsy();

      const user = await findUserByEmail(t.db.orm, 'ivan@example.ru');
      expect(user).toMatchObject({
        role: 'customer',
        firstName: 'Иван',
        lastName: null,
        phone: '+79151234567',
        emailConfirmedAt: null,
      });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(ARGON2_PARAMETERS.memoryCost).toBe(19456);

      const [letter] = await readOutbox(t.config.mail.outboxDir);
      expect(letter?.to).toBe('Ivan@Example.ru');
      expect(letter?.subject).toContain('Подтвердите');
      expect(letter?.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/account\/confirm\/email\/[\w-]{43}$/);
      expect(letter?.text).toContain(letter?.links[0]);

      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/current',
        headers: { authorization: `Bearer ${jwt.accessToken}` },
      });
      expect(me.json().payload.customerUser).toMatchObject({
        email: 'Ivan@Example.ru',
        emailIsConfirmed: false,
        role: 'customer',
      });
    });

    it('answers 28 for a taken email in any case, and 12 for null email or password', async () => {
      await createUser(t.db.orm, { email: 'taken@example.ru' });
      const taken = await post('/api/v1/auth/register/customer', {
        email: 'TAKEN@example.ru',
        password: 'long-enough-1',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe(ErrorCode.EmailExists);
      const nulls = await post('/api/v1/auth/register/customer', { email: null, password: null });
      expect(nulls.statusCode).toBe(400);
      expect(nulls.json()).toMatchObject({
        error: ErrorCode.CheckViolation,
        details: [
          { field: 'email', message: 'Обязательное поле' },
          { field: 'password', message: 'Обязательное поле' },
        ],
      });
    });

    it('lets only one of two simultaneous registrations of an email through', async () => {
      const body = { email: 'race@example.ru', password: 'long-enough-1' };
      const codes = (
        await Promise.all([post('/api/v1/auth/register/customer', body), post('/api/v1/auth/register/customer', body)])
      ).map((r) => r.statusCode);
      expect(codes.sort()).toEqual([200, 409]);
    });
  });

  describe('login', () => {
    it('signs in with any letter case of the email and answers both tokens and the cookie', async () => {
      const user = await createUser(t.db.orm, { email: 'Petr@Example.ru' });
      const res = await post('/api/v1/auth/login', { email: 'petr@EXAMPLE.ru', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().payload.jwt).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(setCookie(res, 'refresh_token')?.value).toBe(res.json().payload.jwt.refreshToken);
      expect(user.id).toBeTruthy();
    });

    it('answers 23 for a wrong password or an unknown email, 12 for nulls, 5 for a deactivated account', async () => {
      const user = await createUser(t.db.orm);
      const wrong = await post('/api/v1/auth/login', { email: user.email, password: 'wrong password' });
      expect([wrong.statusCode, wrong.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
      const unknown = await post('/api/v1/auth/login', { email: 'nobody@example.ru', password: TEST_PASSWORD });
      expect([unknown.statusCode, unknown.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
      const nulls = await post('/api/v1/auth/login', { email: null, password: null });
      expect([nulls.statusCode, nulls.json().error]).toEqual([400, ErrorCode.CheckViolation]);
      const off = await createUser(t.db.orm, { isActive: false });
      const inactive = await post('/api/v1/auth/login', { email: off.email, password: TEST_PASSWORD });
      expect([inactive.statusCode, inactive.json().error]).toEqual([403, ErrorCode.NoPermission]);
    });
  });

  describe('logout', () => {
    it('ends the session: the refresh token and the access token stop working, the cookie is cleared', async () => {
      const { jwt, headers } = await signedIn(t.app, t.db.orm);
      const res = await post('/api/v1/auth/logout', undefined, headers);
      expect(res.statusCode).toBe(204);
      expect(setCookie(res, 'refresh_token')?.value).toBe('');
      const refresh = await post('/api/v1/auth/token/refresh', { refreshToken: jwt.refreshToken });
      expect([refresh.statusCode, refresh.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers });
      expect([me.statusCode, me.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
    });

    it('answers 401 (code 23) without a token', async () => {
      const res = await post('/api/v1/auth/logout');
      expect([res.statusCode, res.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
    });
  });

  describe('permission/can', () => {
    it('answers 204 for root, 403 code 5 for a customer, 401 code 23 for nobody', async () => {
      const root = await signedIn(t.app, t.db.orm, 'root');
      const customer = await signedIn(t.app, t.db.orm, 'customer');
      const can = (headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: '/api/v1/auth/permission/can', headers });
      expect((await can(root.headers)).statusCode).toBe(204);
      const no = await can(customer.headers);
      expect([no.statusCode, no.json().error]).toEqual([403, ErrorCode.NoPermission]);
      const nobody = await can({});
      expect([nobody.statusCode, nobody.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
      const forged = await can({ authorization: `Bearer ${root.jwt.accessToken.slice(0, -2)}xx` });
      expect(forged.statusCode).toBe(401);
    });
  });

  describe('the admin’s session (issue #24, finding 19)', () => {
    it('lives in a cookie of its own, so signing in to the admin does not sign the storefront in', async () => {
      const root = await createUser(t.db.orm, { role: 'root' });
      const admin = { origin: t.config.adminOrigin };
      const signIn = await post('/api/v1/auth/login', { email: root.email, password: TEST_PASSWORD }, admin);
      expect(signIn.statusCode).toBe(200);
      expect(setCookie(signIn, 'refresh_token')).toBeUndefined();
      const cookie = setCookie(signIn, 'admin_refresh_token');
      expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });

      // The storefront (no admin Origin) does not see a session in it…
      const storefront = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/token/need-update',
        headers: { cookie: `admin_refresh_token=${cookie?.value}` },
      });
      expect(storefront.json()).toEqual({ payload: { need: false } });
      const stolenRefresh = await post('/api/v1/auth/token/refresh', undefined, {
        cookie: `admin_refresh_token=${cookie?.value}`,
      });
      expect(stolenRefresh.statusCode).toBe(401);
      // …the admin does.
      const refreshed = await post('/api/v1/auth/token/refresh', undefined, {
        ...admin,
        cookie: `admin_refresh_token=${cookie?.value}`,
      });
      expect(refreshed.statusCode).toBe(200);
      expect(setCookie(refreshed, 'admin_refresh_token')?.value).toBe(refreshed.json().payload.jwt.refreshToken);
    });

    it('takes the __Host- prefix once cookies are Secure', async () => {
      await t.close();
      t = await buildTestApp({
        env: { STOREFRONT_ORIGIN: 'https://shop.example.ru', ADMIN_ORIGIN: 'https://admin.shop.example.ru' },
      });
      const root = await createUser(t.db.orm, { role: 'root' });
      const admin = await post(
        '/api/v1/auth/login',
        { email: root.email, password: TEST_PASSWORD },
        { origin: 'https://admin.shop.example.ru' },
      );
      expect(setCookie(admin, '__Host-admin_refresh_token')).toMatchObject({ secure: true, path: '/' });
      const customer = await createUser(t.db.orm);
      const shop = await post('/api/v1/auth/login', { email: customer.email, password: TEST_PASSWORD });
      expect(setCookie(shop, 'refresh_token')).toMatchObject({ secure: true, httpOnly: true });
    });
  });

  describe('token/need-update', () => {
    it('says no for a signed-in caller, yes for a live refresh cookie, and no otherwise, storing nothing (issue #24)', async () => {
      const { jwt, headers } = await signedIn(t.app, t.db.orm);
      const get = (h: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: '/api/v1/auth/token/need-update', headers: h });
      expect((await get(headers)).json()).toEqual({ payload: { need: false } });
      expect((await get({ cookie: `refresh_token=${jwt.refreshToken}` })).json()).toEqual({ payload: { need: true } });

      const visitors = async () => (await t.db.orm.select({ id: anonymousUser.id }).from(anonymousUser)).length;
      const before = await visitors();
      for (let i = 0; i < 20; i++) {
        const fresh = await get({});
        expect(fresh.json()).toEqual({ payload: { need: false } });
        expect(setCookie(fresh, 'anonymous_user_id')).toBeUndefined();
      }
      expect(await visitors()).toBe(before);

      // A known visitor keeps its id; a dead refresh cookie says no.
      const again = await get({ ...(await anonymousVisitor(t.db.orm)), cookie: 'refresh_token=not-a-token' });
      expect(again.json()).toEqual({ payload: { need: false } });
      expect(setCookie(again, 'anonymous_user_id')).toBeUndefined();
    });

    it('answers 422 (code 25) for an anonymous id the API never issued', async () => {
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/auth/token/need-update',
          headers: { 'x-anonymous-user-id': id },
        });
        expect([res.statusCode, res.json().error]).toEqual([422, ErrorCode.UserIdentificationNotPossible]);
      }
    });
  });

  describe('guests', () => {
    it('answers 26 to an anonymous visitor on an operation for signed-in users', async () => {
      const id = (await anonymousVisitor(t.db.orm))['x-anonymous-user-id'];
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/current',
        headers: { cookie: `anonymous_user_id=${id}` },
      });
      expect([res.statusCode, res.json().error]).toEqual([403, ErrorCode.UserIsGuest]);
    });

    it('answers 26 to a signed-in guest on a customer operation', async () => {
      const { headers } = await signedIn(t.app, t.db.orm, 'guest');
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nИван\r\n--x--\r\n',
      });
      expect([res.statusCode, res.json().error]).toEqual([403, ErrorCode.UserIsGuest]);
    });
  });
});

describe('token rotation', () => {
  let t: TestApp;
  const clock = new ManualClock();
  beforeEach(async () => {
    t = await buildTestApp({ clock });
  });
  afterEach(() => t.close());

  const refresh = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/token/refresh', payload: body as object, headers });

  it('rotates: the new pair works and the cookie holds the new refresh token', async () => {
    const user = await createUser(t.db.orm);
    const first = await login(t.app, user.email);
    const res = await refresh({ refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const next = res.json().payload.jwt;
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(setCookie(res, 'refresh_token')?.value).toBe(next.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/current',
      headers: { authorization: `Bearer ${next.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('reads the token from the cookie when the body has none (null or no body)', async () => {
    const user = await createUser(t.db.orm);
    const first = await login(t.app, user.email);
    const fromCookie = await refresh({ refreshToken: null }, { cookie: `refresh_token=${first.refreshToken}` });
    expect(fromCookie.statusCode).toBe(200);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh',
      headers: { cookie: `refresh_token=${fromCookie.json().payload.jwt.refreshToken}` },
    });
    expect(noBody.statusCode).toBe(200);
    const none = await refresh({ refreshToken: null });
    expect([none.statusCode, none.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
  });

  it('lets two concurrent refreshes of one token both succeed (two tabs)', async () => {
    const user = await createUser(t.db.orm);
    const first = await login(t.app, user.email);
    const [a, b] = await Promise.all([
      refresh({ refreshToken: first.refreshToken }),
      refresh({ refreshToken: first.refreshToken }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const tokens = [a, b].map((r) => r?.json().payload.jwt.refreshToken);
    expect(new Set(tokens).size).toBe(2);
    // Both tabs stay signed in: each new token rotates again.
    for (const token of tokens) expect((await refresh({ refreshToken: token })).statusCode).toBe(200);
  });

  it('accepts a rotated token within 30 s, and revokes the family when it is reused later', async () => {
    const user = await createUser(t.db.orm);
    const first = await login(t.app, user.email);
    const second = (await refresh({ refreshToken: first.refreshToken })).json().payload.jwt;
    clock.advance(29_000);
    expect((await refresh({ refreshToken: first.refreshToken })).statusCode).toBe(200);
    clock.advance(2_000);
    const stale = await refresh({ refreshToken: first.refreshToken });
    expect([stale.statusCode, stale.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
    // The whole family is gone: the legitimate newer token and its access token too.
    expect((await refresh({ refreshToken: second.refreshToken })).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/current',
      headers: { authorization: `Bearer ${second.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    expect(t.logs.some((l) => String(l.msg).includes('reused after the grace window'))).toBe(true);
    // Other sessions of the user are untouched.
    expect((await login(t.app, user.email)).accessToken).toBeTruthy();
  });

  it('tells a client holding a token rotated within 30 s to refresh (a reload that lost the new cookie), and not later', async () => {
    const user = await createUser(t.db.orm);
    const first = await login(t.app, user.email);
    const needUpdate = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/auth/token/need-update',
          headers: { cookie: `refresh_token=${first.refreshToken}` },
        })
      ).json();
    expect((await refresh({ refreshToken: first.refreshToken })).statusCode).toBe(200);
    clock.advance(29_000);
    expect(await needUpdate()).toEqual({ payload: { need: true } });
    clock.advance(2_000);
    expect(await needUpdate()).toEqual({ payload: { need: false } });
  });

  it('expires access tokens after the access TTL and refresh tokens after the refresh TTL', async () => {
    const user = await createUser(t.db.orm);
    const first = await login(t.app, user.email);
    clock.advance(901_000);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/current',
      headers: { authorization: `Bearer ${first.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    clock.advance(30 * 24 * 3600 * 1000);
    expect((await refresh({ refreshToken: first.refreshToken })).statusCode).toBe(401);
  });

  it('ends a session at its maximum age however often it is refreshed: 90 days, 12 hours for root (issue #24)', async () => {
    const HOUR = 3600 * 1000;
    const keepRefreshing = async (email: string, everyMs: number, times: number) => {
      let token = (await login(t.app, email)).refreshToken;
      const codes: number[] = [];
      for (let i = 0; i < times; i++) {
        clock.advance(everyMs);
        const res = await refresh({ refreshToken: token });
        codes.push(res.statusCode);
        if (res.statusCode === 200) token = res.json().payload.jwt.refreshToken;
      }
      return codes;
    };
    const customer = await createUser(t.db.orm);
    // Every 20 days: days 20, 40, 60 and 80 go through; day 100 is past the 90.
    expect(await keepRefreshing(customer.email, 20 * 24 * HOUR, 5)).toEqual([200, 200, 200, 200, 401]);
    const root = await createUser(t.db.orm, { role: 'root' });
    expect(await keepRefreshing(root.email, 5 * HOUR, 3)).toEqual([200, 200, 401]);
  });

  it('answers 23 for an unknown token and clears a dead cookie', async () => {
    const res = await refresh(undefined, { cookie: 'refresh_token=unknown-token' });
    expect([res.statusCode, res.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
    expect(setCookie(res, 'refresh_token')?.value).toBe('');
  });
});

describe('sessions (issue #24, finding 20)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const signIn = (email: string, userAgent: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      headers: { 'user-agent': userAgent },
      payload: { email, password: TEST_PASSWORD },
    });
  const bearer = (res: { json(): { payload: { jwt: { accessToken: string } } } }) => ({
    authorization: `Bearer ${res.json().payload.jwt.accessToken}`,
  });

  it('lists the owner’s sessions with browser and address, and ends one or all the others', async () => {
    const user = await createUser(t.db.orm);
    const office = await signIn(user.email, 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0', '10.50.0.1');
    const phone = await signIn(user.email, 'Mozilla/5.0 (Linux; Android 15) Chrome/150.0', '10.50.0.2');
    const stranger = await signIn(user.email, 'curl/8.0', '198.51.100.7');
    const someoneElse = await createUser(t.db.orm);
    const other = await signIn(someoneElse.email, 'x', '10.50.0.9');

    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/user/current/sessions', headers: bearer(office) });
    const sessions = listed.json().payload.sessionList as {
      id: string;
      userAgent: string;
      ip: string;
      isCurrent: boolean;
    }[];
    expect(sessions.map((s) => [s.userAgent, s.ip, s.isCurrent]).sort()).toEqual([
      ['Mozilla/5.0 (Linux; Android 15) Chrome/150.0', '10.50.0.2', false],
      ['Mozilla/5.0 (Windows NT 10.0) Firefox/140.0', '10.50.0.1', true],
      ['curl/8.0', '198.51.100.7', false],
    ]);

    const strangers = sessions.find((s) => s.userAgent === 'curl/8.0')?.id as string;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/user/current/sessions/${strangers}`,
          headers: bearer(office),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers: bearer(stranger) })).statusCode,
    ).toBe(401);
    // Another user's session is not the caller's to end.
    const othersId = (
      await t.app.inject({ method: 'GET', url: '/api/v1/user/current/sessions', headers: bearer(other) })
    ).json().payload.sessionList[0].id;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/current/sessions/${othersId}`,
      headers: bearer(office),
    });
    expect([refused.statusCode, refused.json().error]).toEqual([404, ErrorCode.RecordNotFound]);

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/user/current/sessions', headers: bearer(office) }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers: bearer(phone) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers: bearer(office) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers: bearer(other) })).statusCode,
    ).toBe(200);
    const left = (
      await t.app.inject({ method: 'GET', url: '/api/v1/user/current/sessions', headers: bearer(office) })
    ).json().payload.sessionList;
    expect(left).toHaveLength(1);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/current/sessions' })).statusCode).toBe(401);
  });
});
