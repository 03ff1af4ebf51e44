import { ErrorCode, errorCatalogue } from '@shop/errors';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from './db/schema';
import { registerContract } from './http/contract';
import { installErrorHandling } from './http/error-handling';
import { NOT_IMPLEMENTED_MESSAGE, ROUTE_NOT_FOUND_MESSAGE } from './http/error-reply';
import { LOG_LEVEL_VALUES, buildTestApp, type TestApp } from './testing/build-test-app';
import { TEST_ENGINE } from './testing/test-database';

const ADMIN_ORIGIN = 'http://admin.shop.test:3200';

describe('the API app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_ORIGIN } });
    // Routes that exist only in this test, to reach the error paths through a real request.
    t.app.get('/__test/crash', async () => {
      throw new Error('connection string postgres://u:secret@db/x');
    });
    t.app.get('/__test/bad-query', async () => {
      await t.db.orm.execute(sql`select * from no_such_table where token = ${'token-4242'}`);
    });
    t.app.post('/__test/duplicate-file', async () => {
      const row = {
        bucket: 'public',
        path: '/same.pdf',
        title: 'Личные данные 4242',
        extension: 'pdf',
        mime: 'application/pdf',
        size: 1,
      };
      await t.db.orm.insert(storedFile).values(row);
      await t.db.orm.insert(storedFile).values(row);
      return { payload: {} };
    });
  });
  afterAll(() => t.close());

  it('answers GET /health after asking the database, without naming its engine (issue #24, finding 22)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.body).not.toContain(TEST_ENGINE);
  });

  it('answers an unknown API route with 404 and code 6', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: ErrorCode.RecordNotFound, message: ROUTE_NOT_FOUND_MESSAGE });
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logger/push',
      headers: { 'content-type': 'application/json' },
      payload: '{"level": "info", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: ErrorCode.CheckViolation, message: expect.any(String) });
  });

  it('answers a crash with 500, code 0 and the generic message, and logs the stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 0, message: errorCatalogue[ErrorCode.Unknown].message });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
    const logged = t.logs.find((l) => l.level === LOG_LEVEL_VALUES.error && l.msg === 'request failed');
    expect((logged?.['err'] as { stack?: string } | undefined)?.stack).toContain('build-app.test.ts');
  });

  it('maps a unique violation from the database to code 4', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/__test/duplicate-file' });
    expect(res.statusCode).toBe(errorCatalogue[ErrorCode.UniqueViolation].status);
    expect(res.json()).toEqual({
      error: ErrorCode.UniqueViolation,
      message: errorCatalogue[ErrorCode.UniqueViolation].message,
    });
    expect(t.logs.some((l) => l.msg === 'request rejected' && l['error'] === ErrorCode.UniqueViolation)).toBe(true);
    expect(JSON.stringify(t.logs)).not.toContain('Личные данные 4242');
  });

  it('logs a failed query with its SQL but without its parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__test/bad-query' });
    expect(res.statusCode).toBe(500);
    const logged = t.logs.find((l) => l.msg === 'request failed' && JSON.stringify(l).includes('no_such_table'));
    expect(logged?.['err']).toMatchObject({ code: '42P01', query: expect.stringContaining('no_such_table') });
    expect(JSON.stringify(t.logs)).not.toContain('token-4242');
  });

  it('allows a credentialed CORS preflight from the admin origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/site-settings',
      headers: {
        origin: ADMIN_ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ADMIN_ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('does not allow CORS from any other origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/site-settings',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const simple = await t.app.inject({
      method: 'GET',
      url: '/api/v1/site-settings',
      headers: { origin: 'http://evil.test' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every request an id, keeping a well-formed one from the caller', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'storefront-req-0001' },
    });
    expect(forwarded.headers['x-request-id']).toBe('storefront-req-0001');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\nforged' },
    });
    expect(hostile.headers['x-request-id']).not.toContain('forged');
  });

  it('has a handler for every contract operation, so none answers 501', async () => {
    expect(t.logs.find((l) => l.msg === 'contract operations answering 501')?.['operations']).toBeUndefined();
  });
});

describe('contract registration', () => {
  it('answers an operation without a handler with 501 and the envelope instead of failing at startup', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    await registerContract(app, {
      specification: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/api/v1/cart': { get: { operationId: 'getCart', responses: { '200': { description: 'ok' } } } },
          '/api/v1/ping': { get: { operationId: 'ping', responses: { '200': { description: 'ok' } } } },
        },
      },
      handlers: { ping: async () => ({ pong: true }) },
    });
    const missing = await app.inject({ method: 'GET', url: '/api/v1/cart' });
    expect(missing.statusCode).toBe(501);
    expect(missing.json()).toEqual({ error: 0, message: NOT_IMPLEMENTED_MESSAGE });
    expect((await app.inject({ method: 'GET', url: '/api/v1/ping' })).json()).toEqual({ pong: true });
    await app.close();
  });

  it('lets a body in only with a media type of the contract, so validation cannot be bypassed', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    const schema = {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' } },
      additionalProperties: false,
    };
    const echo = async (req: { body: unknown }) => ({ body: req.body ?? null });
    await registerContract(app, {
      specification: {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: {
          '/strict': {
            post: {
              operationId: 'strict',
              requestBody: { $ref: '#/components/requestBodies/Named' },
              responses: { '200': { description: 'ok' } },
            },
          },
          '/optional': {
            post: {
              operationId: 'optional',
              requestBody: { required: false, content: { 'application/json': { schema } } },
              responses: { '200': { description: 'ok' } },
            },
          },
        },
        components: { requestBodies: { Named: { required: true, content: { 'application/json': { schema } } } } },
      },
      handlers: { strict: echo, optional: echo },
    });
    const post = (url: string, contentType: string | undefined, payload?: string) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        headers: contentType === undefined ? {} : { 'content-type': contentType },
      });

    expect((await post('/strict', 'application/json; charset=utf-8', '{"name":"Иван"}')).json()).toEqual({
      body: { name: 'Иван' },
    });
    expect((await post('/strict', 'application/json', '{"nom":"x"}')).statusCode).toBe(400);
    const plain = await post('/strict', 'text/plain', 'name=x');
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toMatchObject({ error: ErrorCode.CheckViolation });
    expect((await post('/strict', undefined)).statusCode).toBe(400);
    expect((await post('/optional', undefined)).json()).toEqual({ body: null });
    expect((await post('/optional', 'text/plain', 'x')).statusCode).toBe(415);
    await app.close();
  });
});
