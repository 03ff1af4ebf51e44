import { ErrorCode } from '@shop/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE } from '../../http/error-reply';
import { LOG_LEVEL_VALUES, buildTestApp, type TestApp } from '../../testing/build-test-app';
import { LOG_PUSH_BODY_LIMIT } from './routes';

describe('POST /api/v1/logger/push', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const push = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/logger/push', payload: payload as Record<string, unknown> });

  it('writes the entry to the log at its own level and answers 204', async () => {
    const res = await push({
      level: 'warn',
      placement: 'storefront/cart',
      payload: { message: 'Корзина не загрузилась', user: { password: 'секрет' } },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const line = t.logs.find((l) => l.msg === 'client log');
    expect(line?.level).toBe(LOG_LEVEL_VALUES.warn);
    expect(line?.['client']).toMatchObject({
      placement: 'storefront/cart',
      payload: { message: 'Корзина не загрузилась', user: { password: '[redacted]' } },
    });
    expect(JSON.stringify(t.logs)).not.toContain('секрет');
  });

  it("writes a client's error at most at warn, keeping its level beside it; refuses fatal with code 12 (issue #24, finding 14)", async () => {
    const res = await push({ level: 'error', placement: 'storefront/catalogue', payload: 'не загрузилось' });
    expect(res.statusCode).toBe(204);
    const line = t.logs.find(
      (l) => l.msg === 'client log' && (l['client'] as { placement?: string }).placement === 'storefront/catalogue',
    );
    expect(line?.level).toBe(LOG_LEVEL_VALUES.warn);
    expect(line?.['client']).toMatchObject({ level: 'error' });

    const fatal = await push({ level: 'fatal', placement: 'storefront/forged', payload: 'сервер упал' });
    expect(fatal.statusCode).toBe(400);
    expect(fatal.json()).toMatchObject({ error: ErrorCode.CheckViolation, details: [{ field: 'level' }] });
    expect(t.logs.some((l) => l.level >= LOG_LEVEL_VALUES.error && l.msg === 'client log')).toBe(false);
  });

  it('writes at most 30 entries a minute from one address and drops the rest with 204 (issue #24, finding 14)', async () => {
    const own = await buildTestApp();
    try {
      const from = (remoteAddress: string, n: number) =>
        own.app.inject({
          method: 'POST',
          url: '/api/v1/logger/push',
          remoteAddress,
          payload: { level: 'info', placement: `flood-${n}`, payload: null },
        });
      for (let i = 0; i < 40; i++) expect((await from('203.0.113.7', i)).statusCode).toBe(204);
      expect(own.logs.filter((l) => l.msg === 'client log')).toHaveLength(30);
      // Another address is not held back by the first one's flood.
      expect((await from('203.0.113.8', 99)).statusCode).toBe(204);
      expect(own.logs.filter((l) => l.msg === 'client log')).toHaveLength(31);
    } finally {
      await own.close();
    }
  });

  it('rejects an unknown level with 400, code 12 and field details', async () => {
    const res = await push({ level: 'loud', placement: 'x', payload: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: ErrorCode.CheckViolation,
      message: VALIDATION_MESSAGE,
      details: [{ field: 'level', message: expect.stringContaining('warn') }],
    });
  });

  it('does not coerce body types: a numeric placement is rejected', async () => {
    const res = await push({ level: 'info', placement: 42, payload: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'placement', message: 'Значение должно быть строкой' }]);
  });

  it('rejects a body larger than 16 KiB with 413 and the envelope', async () => {
    const res = await push({ level: 'info', placement: 'x', payload: 'я'.repeat(LOG_PUSH_BODY_LIMIT) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: ErrorCode.CheckViolation, message: expect.any(String) });
  });

  it('rejects a body that is not JSON with 415 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logger/push',
      headers: { 'content-type': 'text/plain' },
      payload: 'level=info',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: ErrorCode.CheckViolation, message: expect.any(String) });
  });

  it('rejects a request without a body with 400 and code 12', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logger/push' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: ErrorCode.CheckViolation,
      details: [{ field: 'body', message: 'Обязательное поле' }],
    });
  });

  it('accepts a body just under the limit', async () => {
    const res = await push({ level: 'debug', placement: 'x', payload: 'a'.repeat(LOG_PUSH_BODY_LIMIT - 100) });
    expect(res.statusCode).toBe(204);
  });
});
