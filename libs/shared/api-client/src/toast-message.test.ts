import { ErrorCode, errorToastMessage } from '@shop/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { hasErrorCode, toastMessageOf } from './toast-message';

describe('toastMessageOf', () => {
  it('gives an API answer the text of its code', () => {
    const error = new ApiError({ status: 409, code: ErrorCode.Conflict, message: 'Заявка уже одобрена' });
    expect(toastMessageOf(error)).toBe(errorToastMessage(ErrorCode.Conflict));
  });

  it('names a transport failure by its kind', () => {
    expect(toastMessageOf(new ApiError({ status: 0, code: 0, message: 'timeout', kind: 'timeout' }))).toBe(errorToastMessage('timeout'));
    expect(toastMessageOf(new ApiError({ status: 0, code: 0, message: 'network', kind: 'network' }))).toBe(errorToastMessage('network'));
  });

  it('falls back to the general text for anything else', () => {
    expect(toastMessageOf(new TypeError('x is undefined'))).toBe(errorToastMessage(undefined));
  });
});

describe('hasErrorCode', () => {
  it('is true only for the API answer with that code', () => {
    const conflict = new ApiError({ status: 409, code: ErrorCode.Conflict, message: '' });
    expect(hasErrorCode(conflict, ErrorCode.Conflict)).toBe(true);
    expect(hasErrorCode(conflict, ErrorCode.RecordNotFound)).toBe(false);
    expect(hasErrorCode(new ApiError({ status: 0, code: ErrorCode.Conflict, message: '', kind: 'network' }), ErrorCode.Conflict)).toBe(false);
    expect(hasErrorCode(new Error('boom'), ErrorCode.Conflict)).toBe(false);
  });
});
