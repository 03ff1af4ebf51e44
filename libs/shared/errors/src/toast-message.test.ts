import { describe, expect, it } from 'vitest';
import { errorToastMessage } from './toast-message';

describe('errorToastMessage (SPEC 8 client reactions)', () => {
  it('asks for an empty folder on code 7', () => {
    expect(errorToastMessage(7)).toBe('Папка должна быть пустой');
    expect(errorToastMessage('7')).toBe('Папка должна быть пустой');
  });

  it('explains a used file on code 17', () => {
    expect(errorToastMessage(17)).toBe('Файл не может быть удален, поскольку он используется');
  });

  it('shows a non-numeric code', () => {
    expect(errorToastMessage('ECONNRESET')).toBe('Возникла ошибка: ECONNRESET');
    expect(errorToastMessage('TimeoutError')).toBe('Возникла ошибка: TimeoutError');
  });

  it('is generic for any other code and for a missing one', () => {
    for (const code of [0, 1, 6, 12, 16, 18, 30, 32, 99, -1, Number.NaN, null, undefined, '', {}, true]) {
      expect(errorToastMessage(code)).toBe('Возникла ошибка');
    }
  });
});
