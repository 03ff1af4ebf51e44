import { ApiError } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { SessionError } from '@shop/session';
import { describe, expect, it, vi } from 'vitest';
import { formErrorTargets, showFormError } from './form-errors';

type Form = { email: string; password: string };
const FIELDS = ['email', 'password'] as const;

describe('formErrorTargets', () => {
  it('puts a mapped catalogue code beside its field with the catalogue text', () => {
    const error = new ApiError({ status: 409, code: ErrorCode.EmailExists, message: 'x' });
    expect(formErrorTargets<Form>(error, { [ErrorCode.EmailExists]: 'email' }, FIELDS)).toEqual([
      { field: 'email', message: 'Пользователь с такой электронной почтой уже существует' },
    ]);
  });

  it('puts validation details beside the fields they name', () => {
    const error = new ApiError({
      status: 400,
      code: ErrorCode.CheckViolation,
      message: 'Данные заполнены неверно',
      details: [{ field: 'password', message: 'Не короче 8 символов' }],
    });
    expect(formErrorTargets<Form>(error, {}, FIELDS)).toEqual([{ field: 'password', message: 'Не короче 8 символов' }]);
  });

  it('shows the rate-limit message, and the SPEC 8 generic text for other codes', () => {
    const limited = new ApiError({ status: 429, code: 0, message: 'Слишком много попыток. Повторите через 30 с.' });
    expect(formErrorTargets<Form>(limited, {}, FIELDS)).toEqual([
      { toast: 'Слишком много попыток. Повторите через 30 с.' },
    ]);
    const other = new ApiError({ status: 500, code: 0, message: 'boom' });
    expect(formErrorTargets<Form>(other, {}, FIELDS)).toEqual([{ toast: 'Возникла ошибка' }]);
    const odd = new ApiError({ status: 502, code: 'E_PROXY', message: 'bad' });
    expect(formErrorTargets<Form>(odd, {}, FIELDS)).toEqual([{ toast: 'Возникла ошибка: E_PROXY' }]);
  });

  it('explains a login reply without tokens', () => {
    expect(formErrorTargets<Form>(new SessionError('missing-tokens'), {}, FIELDS)).toEqual([
      { toast: 'Сервер не подтвердил вход. Попробуйте ещё раз.' },
    ]);
  });
});

describe('showFormError', () => {
  it('sets field errors (focusing the first) and toasts the rest', () => {
    const setError = vi.fn();
    const toastError = vi.fn();
    showFormError<Form>(new ApiError({ status: 401, code: ErrorCode.InvalidCredentials, message: 'x' }), {
      setError,
      toastError,
      byCode: { [ErrorCode.InvalidCredentials]: 'password' },
      fields: FIELDS,
    });
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: 'Неверный адрес электронной почты или пароль' },
      { shouldFocus: true },
    );
    expect(toastError).not.toHaveBeenCalled();
    showFormError<Form>(new Error('network'), { setError, toastError, fields: FIELDS });
    expect(toastError).toHaveBeenCalledWith('Возникла ошибка');
  });
});
