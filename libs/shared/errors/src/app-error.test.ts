import { describe, expect, it } from 'vitest';
import { AppError, isAppError, toCatalogueReply } from './app-error';
import { ErrorCode } from './catalogue';

describe('AppError', () => {
  it('takes status and message from the catalogue', () => {
    const err = new AppError(ErrorCode.CartNotFound);
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe(30);
    expect(err.status).toBe(404);
    expect(err.message).toBe('Корзина не найдена');
    expect(err.details).toBeUndefined();
    expect(err.name).toBe('AppError');
    expect(err.spec.name).toBe('CartNotFound');
  });

  it('keeps an own message, details and cause', () => {
    const cause = new Error('duplicate key');
    const details = [{ field: 'email', message: 'Обязательное поле' }];
    const err = new AppError(ErrorCode.CheckViolation, { message: 'Проверьте поля', details, cause });
    expect(err.message).toBe('Проверьте поля');
    expect(err.status).toBe(400);
    expect(err.details).toEqual(details);
    expect(err.cause).toBe(cause);
  });
});

describe('isAppError', () => {
  it('tells AppError from other values', () => {
    expect(isAppError(new AppError(ErrorCode.Conflict))).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError({ name: 'AppError', code: 1 })).toBe(false);
  });
});

describe('toCatalogueReply', () => {
  it('maps an AppError to its status and envelope', () => {
    const reply = toCatalogueReply(new AppError(ErrorCode.EmailExists));
    expect(reply).toEqual({
      status: 409,
      level: 'info',
      body: { error: 28, message: 'Пользователь с такой электронной почтой уже существует' },
    });
  });

  it('includes non-empty details only', () => {
    const details = [{ field: 'quantity', message: 'Должно быть целым числом' }];
    expect(toCatalogueReply(new AppError(ErrorCode.CheckViolation, { details })).body.details).toEqual(details);
    expect(toCatalogueReply(new AppError(ErrorCode.CheckViolation, { details: [] })).body).not.toHaveProperty(
      'details',
    );
  });

  it('hides anything else behind code 0 / 500 and the generic message', () => {
    for (const thrown of [new Error('connection to db lost at 10.0.0.5'), 'boom', null, { error: 5 }]) {
      expect(toCatalogueReply(thrown)).toEqual({
        status: 500,
        level: 'error',
        body: { error: 0, message: 'Возникла ошибка' },
      });
    }
  });
});
