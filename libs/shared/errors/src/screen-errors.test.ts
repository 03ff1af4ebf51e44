import { describe, expect, it } from 'vitest';
import { ErrorCode } from './catalogue';
import { fieldProblems, saveProblem, toastText, type FailedCall } from './screen-errors';

/** A failed call shaped like the api-client's `ApiError`. */
function failed(init: Partial<FailedCall>): FailedCall {
  return Object.assign(new Error(init.message ?? 'x'), {
    name: 'ApiError' as const,
    kind: 'http',
    status: 400,
    code: 0,
    message: 'x',
    details: [],
    ...init,
  });
}

describe('toastText', () => {
  it('follows SPEC 8 by default', () => {
    expect(toastText(failed({ code: ErrorCode.FolderIsUsed }))).toBe('Папка должна быть пустой');
    expect(toastText(failed({ code: ErrorCode.Conflict }))).toBe('Возникла ошибка');
    expect(toastText(new TypeError('x is undefined'))).toBe('Возникла ошибка');
  });

  it('names a transport failure unless the policy says not to', () => {
    const timeout = failed({ kind: 'timeout', status: 0, code: 0 });
    expect(toastText(timeout)).toBe('Возникла ошибка: timeout');
    expect(toastText(timeout, { nameTransport: false })).toBe('Возникла ошибка');
  });

  it("shows an explained code's catalogue text, or the server's wording when asked", () => {
    const gone = failed({ code: ErrorCode.RecordNotFound, status: 404, message: 'Категория не найдена' });
    expect(toastText(gone, { explained: [ErrorCode.RecordNotFound] })).toBe('Запись не найдена');
    expect(toastText(gone, { explained: [ErrorCode.RecordNotFound], serverWording: true })).toBe(
      'Категория не найдена',
    );
    expect(
      toastText(failed({ code: ErrorCode.RecordNotFound, message: 'HTTP 404' }), {
        explained: [ErrorCode.RecordNotFound],
        serverWording: true,
      }),
    ).toBe('Запись не найдена');
  });

  it('shows the wait time of a rate-limit refusal when asked', () => {
    const limited = failed({ status: 429, code: 0, message: 'Слишком много попыток. Повторите через 30 с.' });
    expect(toastText(limited)).toBe('Возникла ошибка');
    expect(toastText(limited, { showWaitTime: true })).toBe('Слишком много попыток. Повторите через 30 с.');
  });
});

describe('fieldProblems', () => {
  const details = [
    { field: '/slug', message: 'Не больше 200 символов' },
    { field: 'body.title', message: 'Обязательное поле' },
    { field: 'seller.inn', message: 'Неверный ИНН' },
    { field: 'query.limit', message: 'Не больше 100' },
  ];

  it('puts validation details beside the fields they name, in any of the path spellings', () => {
    expect(fieldProblems(failed({ code: ErrorCode.CheckViolation, details }), { fields: ['slug', 'title'] })).toEqual([
      { field: 'slug', message: 'Не больше 200 символов' },
      { field: 'title', message: 'Обязательное поле' },
    ]);
  });

  it('reads details below a prefix', () => {
    expect(fieldProblems(failed({ code: ErrorCode.CheckViolation, details }), { prefix: 'seller.' })).toEqual([
      { field: 'inn', message: 'Неверный ИНН' },
    ]);
  });

  it("puts a code tied to a field beside it with the catalogue's message", () => {
    expect(
      fieldProblems(failed({ code: ErrorCode.EmailExists, status: 409 }), {
        codeFields: { [ErrorCode.EmailExists]: 'email' },
      }),
    ).toEqual([{ field: 'email', message: 'Пользователь с такой электронной почтой уже существует' }]);
  });

  it('reads the details of any code, and nothing of a transport failure or a foreign error', () => {
    expect(
      fieldProblems(
        failed({
          code: ErrorCode.InvalidCredentials,
          details: [{ field: 'currentPassword', message: 'Неверный текущий пароль' }],
        }),
      ),
    ).toEqual([{ field: 'currentPassword', message: 'Неверный текущий пароль' }]);
    expect(fieldProblems(failed({ kind: 'network', status: 0 }))).toEqual([]);
    expect(fieldProblems(new Error('boom'))).toEqual([]);
  });
});

describe('saveProblem', () => {
  it('is the fields when any belong beside one, else a toast', () => {
    const invalid = failed({
      code: ErrorCode.CheckViolation,
      details: [{ field: 'title', message: 'Обязательное поле' }],
    });
    expect(saveProblem(invalid, { fields: ['title'] })).toEqual({
      kind: 'fields',
      problems: [{ field: 'title', message: 'Обязательное поле' }],
    });
    expect(saveProblem(invalid, { fields: ['slug'] })).toEqual({ kind: 'toast', message: 'Возникла ошибка' });
  });
});
