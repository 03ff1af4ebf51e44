import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { ManualClock } from '../testing/identity';
import { confirmEmailLetter, recoveryLetter } from './letters';
import { OutboxMailer, readOutbox } from './mailer';

describe('outbox mode (no SMTP_URL)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('writes each letter as JSON, logs subject, recipient and links (never a password), lists latest first', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/customer',
      payload: { email: 'first@example.ru', password: 'secret-password-1' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/recover/password',
      payload: { email: 'first@example.ru' },
    });
    // The recovery letter goes after the reply.
    await expect.poll(async () => (await readOutbox(t.config.mail.outboxDir)).length).toBe(2);
    const letters = await readOutbox(t.config.mail.outboxDir);
    expect(letters.map((l) => l.subject)).toEqual([
      expect.stringContaining('Восстановление пароля'),
      expect.stringContaining('Подтвердите'),
    ]);
    expect(letters[0]?.links[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/auth\/recovery\/[\w-]{43}$/);
    expect(letters[0]).toMatchObject({
      to: 'first@example.ru',
      createdAt: expect.any(String),
      html: expect.stringContaining('<a href='),
    });
    const logged = t.logs.filter((l) => l.msg === 'letter written to the outbox');
    expect(logged).toHaveLength(2);
    expect(logged[0]?.['mail']).toMatchObject({
      to: 'first@example.ru',
      links: [expect.stringContaining('/account/confirm/email/')],
    });
    expect(JSON.stringify(t.logs)).not.toContain('secret-password-1');
    expect(JSON.stringify(letters)).not.toContain('secret-password-1');
  });
});

describe('letters', () => {
  it('are Russian, in text and escaped HTML, with the storefront links', () => {
    const confirm = confirmEmailLetter('a@example.ru', 'https://shop.example.ru', 'T'.repeat(43), 'ТахоСнаб');
    expect(confirm.subject).toBe('Подтвердите адрес электронной почты — ТахоСнаб');
    expect(confirm.text).toContain(`https://shop.example.ru/account/confirm/email/${'T'.repeat(43)}`);
    expect(confirm.html).toContain('<html lang="ru">');
    const recovery = recoveryLetter('a@example.ru', 'https://shop.example.ru', 'R'.repeat(43), '<b>Бренд</b>');
    expect(recovery.links).toEqual([`https://shop.example.ru/auth/recovery/${'R'.repeat(43)}`]);
    expect(recovery.html).toContain('&lt;b&gt;Бренд&lt;/b&gt;');
    expect(recovery.text).toContain('1 час');
  });

  it('outbox files are complete JSON even when read while being written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shop-outbox-'));
    try {
      const mailer = new OutboxMailer(dir, new ManualClock(), { info: () => undefined });
      await Promise.all(
        [1, 2, 3].map((i) => mailer.send({ to: `${i}@example.ru`, subject: `S${i}`, text: 't', html: 'h', links: [] })),
      );
      expect((await readOutbox(dir)).map((l) => l.to).sort()).toEqual(['1@example.ru', '2@example.ru', '3@example.ru']);
      expect(await readOutbox(join(dir, 'missing'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
