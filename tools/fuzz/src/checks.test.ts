import { describe, expect, it } from 'vitest';
import { checkReply, type Sent } from './checks.ts';
import type { Reply } from './http.ts';

const json = { 'content-type': 'application/json; charset=utf-8' };
const reply = (status: number, body: unknown, headers: Reply['headers'] = json): Reply => ({
  status,
  headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  milliseconds: 1,
});
const sent = (overrides: Partial<Sent> = {}): Sent => ({
  access: 'public',
  role: 'anonymous',
  variant: 'valid',
  touchesRouting: false,
  forgedToken: false,
  ...overrides,
});
const notFound = { error: 6, message: 'Запись не найдена' };

describe('checkReply', () => {
  it('passes a success and a refusal in the envelope', () => {
    expect(checkReply(sent(), reply(200, { payload: {} }), [])).toEqual([]);
    expect(checkReply(sent(), reply(404, notFound), [])).toEqual([]);
  });

  it('flags a 2xx to a variant the contract must refuse (blank required text, a value outside an enum), and passes its refusal', () => {
    const blank = sent({ variant: 'blank required text', mustRefuse: true });
    expect(checkReply(blank, reply(200, { payload: {} }), [])).toEqual([
      'blank required text: accepted (HTTP 200) instead of refused with code 12',
    ]);
    expect(checkReply(blank, reply(204, ''), [])).toHaveLength(1);
    expect(
      checkReply(blank, reply(400, { error: 12, message: 'Проверьте правильность заполнения полей' }), []),
    ).toEqual([]);
  });

  it('flags every 5xx, a 501 too now that every operation has a handler', () => {
    expect(checkReply(sent(), reply(500, { error: 0, message: 'Внутренняя ошибка' }), [])).toContain('HTTP 500');
    expect(checkReply(sent(), reply(501, { error: 0, message: 'Метод ещё не реализован' }), [])).toContain('HTTP 501');
  });

  it('flags an error outside the envelope: English words, a code outside the catalogue, not JSON', () => {
    expect(checkReply(sent(), reply(400, { error: 'Bad Request', message: 'Client Error' }), [])[0]).toMatch(
      /outside the envelope/,
    );
    expect(checkReply(sent(), reply(400, { error: 40, message: 'Ошибка' }), [])[0]).toMatch(/outside the envelope/);
    expect(checkReply(sent(), reply(400, 'Bad Request', { 'content-type': 'text/plain' }), [])).toHaveLength(2);
  });

  it('flags a refusal with code 0, the rate limit excepted', () => {
    expect(checkReply(sent(), reply(400, { error: 0, message: 'Возникла ошибка' }), [])).toEqual([
      'HTTP 400 with code 0 instead of a catalogue code',
    ]);
    expect(checkReply(sent(), reply(429, { error: 0, message: 'Слишком много попыток' }), [])).toEqual([]);
  });

  it('flags internals and secrets in a reply', () => {
    const stack = { ...notFound, message: 'Ошибка\n    at handler (/work/main/apps/api/src/x.ts:1:2)' };
    expect(checkReply(sent(), reply(404, stack), []).join()).toMatch(/internals/);
    const sql = { ...notFound, message: 'Ошибка: duplicate key value violates unique constraint' };
    expect(checkReply(sent(), reply(409, sql), []).join()).toMatch(/internals/);
    expect(checkReply(sent(), reply(200, { payload: { secret: 's3cr3t-value' } }), ['s3cr3t-value'])).toEqual([
      'the reply contains a secret of the server',
    ]);
  });

  it('holds admin operations closed to everybody but a real root', () => {
    const admin = (overrides: Partial<Sent>) => sent({ access: 'admin', ...overrides });
    expect(checkReply(admin({ role: 'customer' }), reply(200, { payload: {} }), [])[0]).toMatch(
      /answered 200 to a customer/,
    );
    expect(
      checkReply(admin({ role: 'anonymous' }), reply(400, { error: 12, message: 'Проверьте поля' }), [])[0],
    ).toMatch(/looked at the request first/);
    expect(checkReply(admin({ role: 'root', forgedToken: true }), reply(204, ''), [])[0]).toMatch(/forged token/);
    expect(checkReply(admin({ role: 'customer' }), reply(403, { error: 5, message: 'Нет прав' }), [])).toEqual([]);
    // A request the router refuses never reaches the guard.
    expect(
      checkReply(
        admin({ role: 'anonymous', touchesRouting: true }),
        reply(414, { error: 12, message: 'Слишком длинный адрес' }),
        [],
      ),
    ).toEqual([]);
    expect(checkReply(admin({ role: 'root' }), reply(200, { payload: {} }), [])).toEqual([]);
  });

  it('flags a forged token a signed-in operation accepts', () => {
    expect(
      checkReply(
        sent({ access: 'signed-in', role: 'customer', forgedToken: true }),
        reply(200, { payload: {} }),
        [],
      )[0],
    ).toMatch(/forged token was accepted/);
  });
});
