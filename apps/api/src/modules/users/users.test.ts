import { ErrorCode } from '@shop/errors';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createUser, login, signedIn, TEST_PASSWORD } from '../../testing/identity';
import { linkToken, messageText, startSmtpServer } from '../../testing/smtp';
import { readOutbox, SmtpMailer } from '../../mail/mailer';
import { findUserById } from './repository';
import { contentDisposition } from '../../http/content-disposition';

/** A multipart body from fields and files. */
function multipart(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; body: Buffer }[] = [],
) {
  const boundary = 'test-boundary-42';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    parts.push(f.body, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('current user', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('answers the signed-in user in the contract shape', async () => {
    const { user, headers } = await signedIn(t.app, t.db.orm, 'customer', { confirmed: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.customerUser).toEqual({
      id: user.id,
      email: user.email,
      emailIsConfirmed: true,
      phone: null,
      phoneIsConfirmed: false,
      firstName: null,
      middleName: null,
      lastName: null,
      isActive: true,
      role: 'customer',
      requisitesFileId: null,
      companyTitle: null,
      position: null,
      isCustomerGroupAssigned: false,
      latestIntegratorRequestStatus: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/current' })).statusCode).toBe(401);
  });

  describe('update/info', () => {
    it('changes only the sent, non-empty fields', async () => {
      const { user, headers } = await signedIn(t.app, t.db.orm);
      const form = multipart({
        firstName: 'Иван',
        lastName: '',
        phone: '+7 (915) 000-11-22',
        companyTitle: 'ООО «Ромашка»',
      });
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().payload.customerUser).toMatchObject({
        firstName: 'Иван',
        lastName: null,
        phone: '+79150001122',
        companyTitle: 'ООО «Ромашка»',
        email: user.email,
      });
    });

    it('stores requisites in the private bucket, never served publicly, and the admin downloads them with the original name', async () => {
      const { user, headers } = await signedIn(t.app, t.db.orm);
      const pdf = Buffer.from('%PDF-1.4 реквизиты');
      const form = multipart({}, [
        { name: 'requisitesFile', filename: 'Реквизиты ООО Ромашка.pdf', type: 'application/pdf', body: pdf },
      ]);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      const fileId = res.json().payload.customerUser.requisitesFileId;
      expect(fileId).toMatch(/^[0-9a-f-]{36}$/);

      const root = await signedIn(t.app, t.db.orm, 'root');
      const adminView = (
        await t.app.inject({ method: 'GET', url: `/api/v1/admin/user/${user.id}`, headers: root.headers })
      ).json().payload.user;
      expect(adminView.requisitesFile).toMatchObject({
        title: 'Реквизиты ООО Ромашка',
        extension: 'pdf',
        bucketName: 'private',
      });
      const publicUrl = `/storage/private${adminView.requisitesFile.path}`;
      expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);

      const download = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/user/${user.id}/requisites`,
        headers: root.headers,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="_________ ___ _______.pdf"; filename*=UTF-8''${encodeURIComponent('Реквизиты ООО Ромашка.pdf')}`,
      );

      // A replacement removes the old file.
      const again = multipart({}, [
        { name: 'requisitesFile', filename: 'new.docx', type: 'application/octet-stream', body: Buffer.from('docx') },
      ]);
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...headers, ...again.headers },
        payload: again.payload,
      });
      expect(await t.storage.get('private', adminView.requisitesFile.path)).toBeNull();
    });

    it('rejects a file type that is not accepted (12), a taken email (28), and a root (9)', async () => {
      const { headers } = await signedIn(t.app, t.db.orm);
      const exe = multipart({}, [
        { name: 'requisitesFile', filename: 'virus.exe', type: 'application/octet-stream', body: Buffer.from('MZ') },
      ]);
      const bad = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...headers, ...exe.headers },
        payload: exe.payload,
      });
      expect([bad.statusCode, bad.json().error, bad.json().details[0].field]).toEqual([
        400,
        ErrorCode.CheckViolation,
        'requisitesFile',
      ]);

      await createUser(t.db.orm, { email: 'other@example.ru' });
      const taken = multipart({ email: 'OTHER@example.ru', currentPassword: TEST_PASSWORD });
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...headers, ...taken.headers },
        payload: taken.payload,
      });
      expect([res.statusCode, res.json().error]).toEqual([409, ErrorCode.EmailExists]);

      const root = await signedIn(t.app, t.db.orm, 'root');
      const name = multipart({ firstName: 'Админ' });
      const asRoot = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...root.headers, ...name.headers },
        payload: name.payload,
      });
      expect([asRoot.statusCode, asRoot.json().error]).toEqual([403, ErrorCode.UserNotCustomer]);
    });

    it('asks to confirm a new email again and mails the new address', async () => {
      const { headers } = await signedIn(t.app, t.db.orm, 'customer', { confirmed: true });
      const form = multipart({ email: 'new-address@example.ru', currentPassword: TEST_PASSWORD });
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/info',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.json().payload.customerUser).toMatchObject({
        email: 'new-address@example.ru',
        emailIsConfirmed: false,
      });
      expect((await readOutbox(t.config.mail.outboxDir)).map((l) => l.to).sort()).toEqual([
        'new-address@example.ru',
        expect.stringMatching(/@/),
      ]);
    });
  });

  describe('update/password', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const { user, jwt, headers } = await signedIn(t.app, t.db.orm);
      const other = await login(t.app, user.email);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/current/update/password',
        headers,
        payload: {
          oldPassword: TEST_PASSWORD,
          newPassword: 'новый-пароль-1',
          newPasswordConfirmation: 'новый-пароль-1',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().payload.customerUser.id).toBe(user.id);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/token/refresh',
            payload: { refreshToken: jwt.refreshToken },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/token/refresh',
            payload: { refreshToken: other.refreshToken },
          })
        ).statusCode,
      ).toBe(401);
      await expect(login(t.app, user.email, 'новый-пароль-1')).resolves.toHaveProperty('accessToken');
    });

    it('answers 19 for a wrong current password, 24 for a mismatch, 12 for nulls', async () => {
      const { headers } = await signedIn(t.app, t.db.orm);
      const patch = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: '/api/v1/user/current/update/password', headers, payload });
      const wrong = await patch({
        oldPassword: 'not mine at all',
        newPassword: 'новый-пароль-1',
        newPasswordConfirmation: 'новый-пароль-1',
      });
      expect([wrong.statusCode, wrong.json().error]).toEqual([400, ErrorCode.InvalidPassword]);
      const mismatch = await patch({
        oldPassword: TEST_PASSWORD,
        newPassword: 'новый-пароль-1',
        newPasswordConfirmation: 'новый-пароль-2',
      });
      expect([mismatch.statusCode, mismatch.json().error]).toEqual([400, ErrorCode.UserPasswordMismatch]);
      const nulls = await patch({ oldPassword: null, newPassword: null, newPasswordConfirmation: null });
      expect([nulls.statusCode, nulls.json().error, nulls.json().details.length]).toEqual([
        400,
        ErrorCode.CheckViolation,
        3,
      ]);
    });
  });
});

describe('mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    t = await buildTestApp({ mailer: new SmtpMailer(smtp.url, 'ТахоСнаб <no-reply@tachosnab.local>') });
  });
  afterEach(() => t.close());

  it('registration mails a Russian confirmation letter whose link confirms the email once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/customer',
      payload: { email: 'smtp-user@example.ru', password: 'long-enough-1' },
    });
    const headers = { authorization: `Bearer ${res.json().payload.jwt.accessToken}` };
    const message = smtp.messages.find((m) => m.to.includes('smtp-user@example.ru'));
    expect(message?.raw).toMatch(/Content-Type: text\/html/);
    expect(message?.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(messageText(message?.raw ?? '')).toContain('Чтобы подтвердить адрес электронной почты');
    const token = linkToken(message?.raw ?? '', '/account/confirm/email/');
    expect(token).toBeDefined();

    const confirm = await t.app.inject({ method: 'PATCH', url: `/api/v1/user/confirm/email/token/${token}` });
    expect(confirm.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/current', headers });
    expect(me.json().payload.customerUser.emailIsConfirmed).toBe(true);
    const reused = await t.app.inject({ method: 'PATCH', url: `/api/v1/user/confirm/email/token/${token}` });
    expect([reused.statusCode, reused.json().error]).toEqual([404, ErrorCode.RecordNotFound]);
    const send = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/current/confirm/email/send', headers });
    expect([send.statusCode, send.json().error]).toEqual([409, ErrorCode.EmailAlreadyConfirmed]);
  });

  it('confirm/email/send mails a new link; an older unused link then answers 22', async () => {
    const { headers } = await signedIn(t.app, t.db.orm);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/v1/user/current/confirm/email/send', headers })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/v1/user/current/confirm/email/send', headers })).statusCode,
    ).toBe(204);
    const [older, newer] = smtp.messages.slice(-2).map((m) => linkToken(m.raw, '/account/confirm/email/'));
    expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/user/confirm/email/token/${newer}` })).statusCode).toBe(
      204,
    );
    const late = await t.app.inject({ method: 'PATCH', url: `/api/v1/user/confirm/email/token/${older}` });
    expect([late.statusCode, late.json().error]).toEqual([409, ErrorCode.EmailAlreadyConfirmed]);
    const unknown = await t.app.inject({ method: 'PATCH', url: `/api/v1/user/confirm/email/token/${'x'.repeat(43)}` });
    expect(unknown.json().error).toBe(ErrorCode.RecordNotFound);
  });

  it('recovers a password in three steps; the link works once and ends every session', async () => {
    const user = await createUser(t.db.orm, { email: 'forgetful@example.ru' });
    const session = await login(t.app, user.email);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/recover/password',
      payload: { email: 'Forgetful@example.ru' },
    });
    expect(start.statusCode).toBe(204);
    // The letter goes after the reply.
    await expect.poll(() => smtp.messages.some((m) => m.to.includes('forgetful@example.ru'))).toBe(true);
    const message = smtp.messages.find((m) => m.to.includes('forgetful@example.ru'));
    const token = linkToken(message?.raw ?? '', '/auth/recovery/') as string;
    expect(token).toBeDefined();

    expect((await t.app.inject({ method: 'POST', url: `/api/v1/auth/recover/password/${token}` })).statusCode).toBe(
      204,
    );
    const mismatch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/auth/recover/password/${token}`,
      payload: { password: 'новый-пароль-1', passwordConfirmation: 'другой-пароль' },
    });
    expect([mismatch.statusCode, mismatch.json().error]).toEqual([400, ErrorCode.UserPasswordMismatch]);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/auth/recover/password/${token}`,
      payload: { password: 'новый-пароль-1', passwordConfirmation: 'новый-пароль-1' },
    });
    expect(done.statusCode).toBe(204);

    await expect(login(t.app, user.email, 'новый-пароль-1')).resolves.toHaveProperty('refreshToken');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/token/refresh',
          payload: { refreshToken: session.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect((await findUserById(t.db.orm, user.id))?.emailConfirmedAt).not.toBeNull();
    const again = await t.app.inject({ method: 'POST', url: `/api/v1/auth/recover/password/${token}` });
    expect([again.statusCode, again.json().error]).toEqual([404, ErrorCode.RecordNotFound]);
  });

  it('answers 204 for an unknown email and sends nothing (no enumeration)', async () => {
    const before = smtp.messages.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/recover/password',
      payload: { email: 'nobody@example.ru' },
    });
    expect(res.statusCode).toBe(204);
    expect(smtp.messages.length).toBe(before);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(contentDisposition('Счёт (1).pdf')).toBe(
      `attachment; filename="____ (1).pdf"; filename*=UTF-8''%D0%A1%D1%87%D1%91%D1%82%20%281%29.pdf`,
    );
    expect(contentDisposition('a"b.pdf')).toBe(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%22b.pdf`);
  });
});
