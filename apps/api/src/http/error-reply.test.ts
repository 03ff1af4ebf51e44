import { AppError, ErrorCode, errorCatalogue } from '@shop/errors';
import { describe, expect, it } from 'vitest';
import {
  NOT_IMPLEMENTED_MESSAGE,
  NotImplementedError,
  ROUTE_NOT_FOUND_MESSAGE,
  VALIDATION_MESSAGE,
  toErrorReply,
} from './error-reply';

/** Builds an error shaped like the ones Fastify throws. */
function fastifyError(code: string, statusCode: number, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(`${code} internal text`), { code, statusCode, ...extra });
}

/** An error shaped like pg's / PGlite's DatabaseError, wrapped the way Drizzle wraps it. */
function drizzleWrapped(sqlState: string): Error {
  const driverError = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
    code: sqlState,
  });
  return new Error('Failed query: insert into "stored_file" ... params: secret', { cause: driverError });
}

describe('toErrorReply', () => {
  it('answers an AppError with its catalogue status, code and message', () => {
    const reply = toErrorReply(new AppError(ErrorCode.CartNotFound));
    expect(reply.status).toBe(errorCatalogue[ErrorCode.CartNotFound].status);
    expect(reply.body).toEqual({ error: 30, message: errorCatalogue[ErrorCode.CartNotFound].message });
  });

  it('keeps an AppError message and details', () => {
    const reply = toErrorReply(
      new AppError(ErrorCode.CheckViolation, { message: 'Неверно', details: [{ field: 'email', message: 'Пусто' }] }),
    );
    expect(reply.body).toEqual({ error: 12, message: 'Неверно', details: [{ field: 'email', message: 'Пусто' }] });
  });

  it('hides anything unknown behind code 0, HTTP 500 and the generic message', () => {
    const reply = toErrorReply(new Error('password=hunter2 at db.ts:12'));
    expect(reply.status).toBe(500);
    expect(reply.level).toBe('error');
    expect(reply.body).toEqual({ error: 0, message: errorCatalogue[ErrorCode.Unknown].message });
    expect(JSON.stringify(reply.body)).not.toContain('hunter2');
  });

  it('treats thrown non-errors as unknown', () => {
    expect(toErrorReply('boom').status).toBe(500);
    expect(toErrorReply(undefined).body.error).toBe(0);
  });

  it.each([
    ['23505', ErrorCode.UniqueViolation],
    ['23503', ErrorCode.ForeignKeyViolation],
    ['23001', ErrorCode.ForeignKeyViolation],
    ['23514', ErrorCode.CheckViolation],
  ])('maps SQLSTATE %s (wrapped by Drizzle) to code %i without leaking the query', (sqlState, code) => {
    const reply = toErrorReply(drizzleWrapped(sqlState));
    expect(reply.body).toEqual({ error: code, message: errorCatalogue[code].message });
    expect(reply.status).toBe(errorCatalogue[code].status);
  });

  it('does not map other SQLSTATEs', () => {
    expect(toErrorReply(drizzleWrapped('42P01')).status).toBe(500);
  });

  it('turns a validation failure into code 12 with Russian per-field details', () => {
    const err = fastifyError('FST_ERR_VALIDATION', 400, {
      validationContext: 'body',
      validation: [
        { keyword: 'required', instancePath: '', params: { missingProperty: 'placement' } },
        { keyword: 'enum', instancePath: '/level', params: { allowedValues: ['info', 'warn'] } },
        { keyword: 'type', instancePath: '/items/0/quantity', params: { type: 'integer' } },
        { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'extra' } },
        { keyword: 'maxLength', instancePath: '/title', params: { limit: 200 } },
      ],
    });
    const reply = toErrorReply(err);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: 12,
      message: VALIDATION_MESSAGE,
      details: [
        { field: 'placement', message: 'Обязательное поле' },
        { field: 'level', message: 'Допустимые значения: info, warn' },
        { field: 'items.0.quantity', message: 'Значение должно быть целым числом' },
        { field: 'extra', message: 'Неизвестное поле' },
        { field: 'title', message: 'Не длиннее 200 символов' },
      ],
    });
  });

  it('prefixes query and path fields and reports one problem per field', () => {
    const err = fastifyError('FST_ERR_VALIDATION', 400, {
      validationContext: 'querystring',
      validation: [
        { keyword: 'maximum', instancePath: '/limit', params: { limit: 100 } },
        { keyword: 'type', instancePath: '/limit', params: { type: 'integer' } },
      ],
    });
    expect(toErrorReply(err).body.details).toEqual([{ field: 'query.limit', message: 'Не больше 100' }]);
  });

  it.each([
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413],
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 400],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415],
  ])('answers %s with HTTP %i and code 12', (code, statusCode, expected) => {
    const reply = toErrorReply(fastifyError(code, statusCode));
    expect(reply.status).toBe(expected);
    expect(reply.body.error).toBe(12);
    expect(reply.body.message).not.toContain('internal');
  });

  it('answers other 4xx errors with their status, and 404 with code 6', () => {
    expect(toErrorReply(fastifyError('FST_SOMETHING', 400))).toMatchObject({ status: 400, body: { error: 12 } });
    expect(toErrorReply(fastifyError('FST_NOT_FOUND', 404))).toMatchObject({
      status: 404,
      body: { error: 6, message: ROUTE_NOT_FOUND_MESSAGE },
    });
  });

  it('does not trust a 5xx status on a foreign error', () => {
    expect(toErrorReply(fastifyError('X', 503)).body).toEqual({ error: 0, message: errorCatalogue[0].message });
  });

  it('answers a not-implemented operation with 501 and code 0', () => {
    expect(toErrorReply(new NotImplementedError('getCart'))).toEqual({
      status: 501,
      level: 'warn',
      body: { error: 0, message: NOT_IMPLEMENTED_MESSAGE },
    });
  });
});
