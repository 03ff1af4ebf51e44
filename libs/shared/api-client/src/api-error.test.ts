import { ErrorCode, fieldProblems, toastText, type FailedCall } from '@shop/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, hasErrorCode } from './api-error';

describe('ApiError as @shop/errors reads it', () => {
  it('is a failed call to the toast policy and the field-error mapper', () => {
    const invalid: FailedCall = ApiError.fromReply(400, {
      error: ErrorCode.CheckViolation,
      message: 'x',
      details: [{ field: 'title', message: 'Обязательное поле' }],
    });
    expect(fieldProblems(invalid, { fields: ['title'] })).toEqual([{ field: 'title', message: 'Обязательное поле' }]);
    expect(toastText(new ApiError({ status: 0, code: 0, message: 'timeout', kind: 'timeout' }))).toBe(
      'Возникла ошибка: timeout',
    );
  });
});

describe('hasErrorCode', () => {
  it('is true only for the API answer with that code', () => {
    const conflict = new ApiError({ status: 409, code: ErrorCode.Conflict, message: '' });
    expect(hasErrorCode(conflict, ErrorCode.Conflict)).toBe(true);
    expect(hasErrorCode(conflict, ErrorCode.RecordNotFound)).toBe(false);
    expect(
      hasErrorCode(
        new ApiError({ status: 0, code: ErrorCode.Conflict, message: '', kind: 'network' }),
        ErrorCode.Conflict,
      ),
    ).toBe(false);
    expect(hasErrorCode(new Error('boom'), ErrorCode.Conflict)).toBe(false);
  });
});
