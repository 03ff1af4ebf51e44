import { ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, login, signedIn, TEST_PASSWORD } from '../../testing/identity';
import { multipart } from '../../testing/multipart';
import { DEFAULT_RATE_LIMITS } from '../identity/rate-limit';
import { EMAIL_REVERT_PATH, RECOVERY_PATH } from '../../mail/letters';
import { readOutbox, type Letter, type Mailer } from '../../mail/mailer';
import { findUserById } from './repository';

/**
 * Issue #24: what a stolen 15-minute access token, a guessed password or a made-up link could do before, each as a
 * regression test.
 */
describe('account takeover', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const letters = () => readOutbox(t.config.mail.outboxDir);
  const tokenIn = (letter: { links: string[] } | undefined, path: string) =>
    letter?.links.find((l) => l.includes(path))?.split(path)[1];

  function updateInfo(headers: Record<string, string>, fields: Record<string, string>) {
    const form = multipart(fields);
    return t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/current/update/info',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }

  describe('changing the e-mail (finding 2)', () => {
    it('needs the current password: a Bearer token alone moves nothing', async () => {
      const { user, headers } = await signedIn(t.app, t.db.orm, 'customer', { confirmed: true });
      const without = await updateInfo(headers, { email: 'attacker@example.ru' });
      expect([without.statusCode, without.json().error, without.json().details]).toEqual([
        400,
        ErrorCode.CheckViolation,
        [{ field: 'currentPassword', message: expect.stringContaining('текущий пароль') }],
      ]);
      const wrong = await updateInfo(headers, { email: 'attacker@example.ru', currentPassword: 'a guess of mine' });
      expect([wrong.statusCode, wrong.json().error, wrong.json().details[0].field]).toEqual([
        400,
        ErrorCode.InvalidPassword,
        'currentPassword',
      ]);
      expect((await findUserById(t.db.orm, user.id))?.email).toBe(user.email);
      expect(await letters()).toEqual([]);
      // Other fields still change without it.
      expect((await updateInfo(headers, { firstName: 'Иван' })).statusCode).toBe(200);
    });

    it('tells the previous address, whose link puts it back, signs everyone out and voids the links sent meanwhile', async () => {
      const { user, headers } = await signedIn(t.app, t.db.orm, 'customer', { confirmed: true });
      const moved = await updateInfo(headers, { email: 'attacker@example.ru', currentPassword: TEST_PASSWORD });
      expect(moved.json().payload.customerUser).toMatchObject({
        email: 'attacker@example.ru',
        emailIsConfirmed: false,
      });
      // Whoever moved it asks for a recovery at the new address.
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/recover/password',
        remoteAddress: '10.20.0.1',
        payload: { email: 'attacker@example.ru' },
      });
      await expect.poll(async () => (await letters()).some((l) => l.subject.includes('Восстановление'))).toBe(true);

      const all = await letters();
      const notice = all.find((l) => l.to === user.email);
      expect(notice?.subject).toContain('Адрес учётной записи изменён');
      expect(notice?.text).toContain('attacker@example.ru');
      const undo = tokenIn(notice, EMAIL_REVERT_PATH) as string;
      expect(undo).toMatch(/^[\w-]{43}$/);
      const recovery = tokenIn(
        all.find((l) => l.subject.includes('Восстановление')),
        RECOVERY_PATH,
      ) as string;

      const reverted = await t.app.inject({ method: 'PATCH', url: `/api/v1/user/email/revert/${undo}` });
      expect(reverted.statusCode).toBe(204);
      const owner = await findUserById(t.db.orm, user.id);
      expect(owner?.email).toBe(user.email);
      expect(owner?.emailConfirmedAt).not.toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers })).statusCode).toBe(401);
      const stale = await t.app.inject({ method: 'POST', url: `/api/v1/auth/recover/password/${recovery}` });
      expect([stale.statusCode, stale.json().error]).toEqual([404, ErrorCode.RecordNotFound]);
      const twice = await t.app.inject({ method: 'PATCH', url: `/api/v1/user/email/revert/${undo}` });
      expect([twice.statusCode, twice.json().error]).toEqual([404, ErrorCode.RecordNotFound]);
    });

    it('answers 28 when another account took the previous address meanwhile', async () => {
      const { user, headers } = await signedIn(t.app, t.db.orm, 'customer', { confirmed: true });
      await updateInfo(headers, { email: 'elsewhere@example.ru', currentPassword: TEST_PASSWORD });
      const undo = tokenIn(
        (await letters()).find((l) => l.to === user.email),
        EMAIL_REVERT_PATH,
      ) as string;
      await createUser(t.db.orm, { email: user.email.toUpperCase() });
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/user/email/revert/${undo}` });
      expect([res.statusCode, res.json().error]).toEqual([409, ErrorCode.EmailExists]);
    });
  });

  describe('password letters (finding 2)', () => {
    it('mails the owner after a password change and after a reset', async () => {
      const { user, headers } = await signedIn(t.app, t.db.orm);
      const change = {
        oldPassword: TEST_PASSWORD,
        newPassword: 'зелёный слон танцует',
        newPasswordConfirmation: 'зелёный слон танцует',
      };
      expect(
        (await t.app.inject({ method: 'PATCH', url: '/api/v1/user/current/update/password', headers, payload: change }))
          .statusCode,
      ).toBe(200);
      expect((await letters()).map((l) => [l.to, l.subject])).toEqual([
        [user.email, expect.stringContaining('Пароль изменён')],
      ]);

      await t.app.inject({ method: 'POST', url: '/api/v1/auth/recover/password', payload: { email: user.email } });
      await expect.poll(async () => (await letters()).length).toBe(2);
      const token = tokenIn((await letters())[0], RECOVERY_PATH) as string;
      const reset = { password: 'синий кит поёт ночью', passwordConfirmation: 'синий кит поёт ночью' };
      expect(
        (await t.app.inject({ method: 'PATCH', url: `/api/v1/auth/recover/password/${token}`, payload: reset }))
          .statusCode,
      ).toBe(204);
      expect((await letters())[0]).toMatchObject({
        to: user.email,
        subject: expect.stringContaining('Пароль изменён'),
      });
    });
  });

  describe('guessable passwords (finding 11)', () => {
    it.each(['password', '12345678', 'qwerty123', 'gfhjkm123', 'пароль123'])(
      'refuses %s on registration, change and reset',
      async (weak) => {
        const register = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/register/customer',
          payload: { email: 'weak@example.ru', password: weak },
        });
        expect([register.statusCode, register.json().error, register.json().details[0].field]).toEqual([
          400,
          ErrorCode.CheckViolation,
          'password',
        ]);

        const { headers } = await signedIn(t.app, t.db.orm);
        const change = await t.app.inject({
          method: 'PATCH',
          url: '/api/v1/user/current/update/password',
          headers,
          payload: { oldPassword: TEST_PASSWORD, newPassword: weak, newPasswordConfirmation: weak },
        });
        expect([change.statusCode, change.json().details[0].field]).toEqual([400, 'newPassword']);
      },
    );

    it('refuses a password made of the owner’s own e-mail', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register/customer',
        payload: { email: 'kuznetsov.transport@example.ru', password: 'kuznetsov2026' },
      });
      expect([res.statusCode, res.json().details[0].field]).toEqual([400, 'password']);
    });
  });

  describe('recovery links (finding 9)', () => {
    it('checks a made-up link before anything else, and limits the attempts per address', async () => {
      const { perIp } = DEFAULT_RATE_LIMITS.recoveryCompletion;
      const attempt = (i: number) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/v1/auth/recover/password/${String(i).padStart(43, 'x')}`,
          remoteAddress: '10.30.0.1',
          // Even a password the policy refuses: the link is what is judged first.
          payload: { password: 'password', passwordConfirmation: 'password' },
        });
      for (let i = 0; i < perIp.max; i++) {
        const res = await attempt(i);
        expect([res.statusCode, res.json().error]).toEqual([404, ErrorCode.RecordNotFound]);
      }
      expect((await attempt(99)).statusCode).toBe(429);
    });
  });

  describe('current password guesses (finding 15)', () => {
    it('answers 429 after 5 wrong current passwords, then refuses even the right one from that address', async () => {
      const { headers } = await signedIn(t.app, t.db.orm);
      const change = (oldPassword: string) =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/v1/user/current/update/password',
          headers,
          remoteAddress: '10.40.0.1',
          payload: {
            oldPassword,
            newPassword: 'зелёный слон танцует',
            newPasswordConfirmation: 'зелёный слон танцует',
          },
        });
      for (let i = 0; i < DEFAULT_RATE_LIMITS.passwordCheck.perSubject.max; i++)
        expect((await change(`guess ${i}`)).json().error).toBe(ErrorCode.InvalidPassword);
      expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
    });
  });

  describe('recovery timing (finding 12)', () => {
    it('answers before the letter is sent, so a slow mail server does not tell registered addresses apart', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const sent: Letter[] = [];
      const slowMailer: Mailer = {
        kind: 'smtp',
        send: async (letter) => {
          await held;
          sent.push(letter);
        },
        close: async () => undefined,
      };
      await t.close();
      t = await buildTestApp({ mailer: slowMailer });
      const user = await createUser(t.db.orm);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/recover/password',
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(204);
      expect(sent).toEqual([]);
      release();
      await expect.poll(() => sent.map((l) => l.to)).toEqual([user.email]);
      await expect(login(t.app, user.email)).resolves.toHaveProperty('accessToken');
    });
  });
});
