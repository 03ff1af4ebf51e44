import { ErrorCode } from '@shop/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../modules/identity/rate-limit';
import { readOutbox } from './mailer';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signedIn } from '../testing/identity';

/** Issue #24, finding 5: `PATCH /api/v1/user/current/confirm/email/send` mails a letter each time, so it is limited. */
describe('re-sending the e-mail confirmation', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const send = (headers: Record<string, string>, remoteAddress = '192.0.2.10') =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/user/current/confirm/email/send', headers, remoteAddress });

  it(`mails at most ${DEFAULT_RATE_LIMITS.emailConfirmation.perSubject.max} letters per account in 10 minutes, from any address; then 429 with Retry-After`, async () => {
    const { user, headers } = await signedIn(t.app, t.db.orm);
    const max = DEFAULT_RATE_LIMITS.emailConfirmation.perSubject.max;
    for (let i = 0; i < max; i++) expect((await send(headers, `192.0.2.${10 + i}`)).statusCode).toBe(204);
    const refused = await send(headers, '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: ErrorCode.Unknown,
      message: expect.stringMatching(/^Слишком много попыток/),
    });
    expect((await readOutbox(t.config.mail.outboxDir)).filter((l) => l.to === user.email)).toHaveLength(max);
  });

  it(`mails at most ${DEFAULT_RATE_LIMITS.emailConfirmation.perIp.max} letters from one address in 10 minutes, whatever the accounts`, async () => {
    const accounts: Record<string, string>[] = [];
    for (let i = 0; i < 5; i++) accounts.push((await signedIn(t.app, t.db.orm)).headers);
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.emailConfirmation.perIp.max + 1; i++)
      statuses.push((await send(accounts[i % accounts.length] ?? {})).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await readOutbox(t.config.mail.outboxDir)).toHaveLength(DEFAULT_RATE_LIMITS.emailConfirmation.perIp.max);
  });
});
