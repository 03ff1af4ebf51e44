import { ErrorCode } from '@shop/errors';
import { fill, ru } from '@shop/i18n-ru';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from '../http/error-handling';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-reply';
import { postgresDatabase } from './database';
import { isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows refused and dropped connections, the pool timing out and PostgreSQL shutting down, wrapped or not', () => {
    for (const err of [
      coded('ECONNREFUSED'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Failed query: select 1', { cause: coded('ECONNRESET') }),
    ])
      expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('does not take a bad request or a bug for an outage', () => {
    for (const err of [coded('23505'), coded('42P01'), new Error('boom'), 'ECONNREFUSED', undefined])
      expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('a request while PostgreSQL cannot be reached', () => {
  it('gets the envelope with 503 and Retry-After at once, and logs a warning, not an error', async () => {
    // Port 1 on this machine refuses at once, as a stopped PostgreSQL does.
    const db = postgresDatabase('postgres://postgres@127.0.0.1:1/test', 2);
    const lines: { level: number }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (l: string) => void lines.push(JSON.parse(l)) } },
    });
    installErrorHandling(app);
    app.get('/probe', async () => db.orm.execute(sql`select 1`));
    try {
      // A hang would run into the test's timeout; the refused connection answers at once.
      const res = await app.inject({ method: 'GET', url: '/probe' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({
        error: ErrorCode.Unknown,
        message: fill(ru.apiRequests.serviceUnavailable, { seconds: DATABASE_RETRY_AFTER_SECONDS }),
      });
      expect(lines.some((line) => line.level >= 50)).toBe(false);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
