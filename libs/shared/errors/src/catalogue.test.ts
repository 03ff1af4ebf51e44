import { describe, expect, it } from 'vitest';
import { ErrorCode, errorCatalogue, getErrorSpec, isErrorCode } from './catalogue';

// SPEC section 8, in order: the names the catalogue must give codes 0..32.
const specOrder = [
  'Unknown',
  'NoError',
  'CategoryAlreadyDeleted',
  'ProductAlreadyDeleted',
  'UniqueViolation',
  'NoPermission',
  'RecordNotFound',
  'FolderIsUsed',
  'SeoUrlExists',
  'UserNotCustomer',
  'FileNotImage',
  'ForeignKeyViolation',
  'CheckViolation',
  'UserNotInCustomerGroup',
  'ProductCannotBePurchased',
  'CartIsEmpty',
  'UserNotOrderOwner',
  'FileIsUsed',
  'EmailNotConfirmed',
  'InvalidPassword',
  'UserHasNoPhone',
  'InvalidFreeShippingCost',
  'EmailAlreadyConfirmed',
  'InvalidCredentials',
  'UserPasswordMismatch',
  'UserIdentificationNotPossible',
  'UserIsGuest',
  'ProductArticleExists',
  'EmailExists',
  'BothCartsNotFound',
  'CartNotFound',
  'BothFavoritesNotFound',
  'Conflict',
];

describe('ErrorCode', () => {
  it('numbers the 33 names 0..32 in SPEC order', () => {
    expect(Object.entries(ErrorCode)).toEqual(specOrder.map((name, i) => [name, i]));
  });
});

describe('errorCatalogue', () => {
  it('has one row per code whose code and name match ErrorCode', () => {
    expect(Object.keys(errorCatalogue)).toHaveLength(33);
    for (const [name, code] of Object.entries(ErrorCode)) {
      const spec = errorCatalogue[code];
      expect(spec.code).toBe(code);
      expect(spec.name).toBe(name);
    }
  });

  it('gives every code a Russian message and a known log level', () => {
    for (const spec of Object.values(errorCatalogue)) {
      expect(spec.message, spec.name).toMatch(/[А-Яа-яЁё]/);
      expect(['info', 'warn', 'error']).toContain(spec.level);
    }
  });

  it('answers every real error with an HTTP error status (400-599)', () => {
    for (const spec of Object.values(errorCatalogue)) {
      if (spec.code === ErrorCode.NoError) continue;
      expect(spec.status, spec.name).toBeGreaterThanOrEqual(400);
      expect(spec.status, spec.name).toBeLessThan(600);
    }
  });

  it('uses the agreed statuses', () => {
    expect(errorCatalogue[ErrorCode.Unknown].status).toBe(500);
    expect(errorCatalogue[ErrorCode.NoPermission].status).toBe(403);
    expect(errorCatalogue[ErrorCode.RecordNotFound].status).toBe(404);
    expect(errorCatalogue[ErrorCode.CheckViolation].status).toBe(400);
    expect(errorCatalogue[ErrorCode.InvalidCredentials].status).toBe(401);
    expect(errorCatalogue[ErrorCode.UserIdentificationNotPossible].status).toBe(422);
    for (const code of [4, 8, 27, 28, 32] as const) expect(errorCatalogue[code].status).toBe(409);
  });

  it('keeps 422 for code 25 only, because a 422 on a cart call clears the anonymous id (SPEC 7)', () => {
    const with422 = Object.values(errorCatalogue)
      .filter((s) => s.status === 422)
      .map((s) => s.code);
    expect(with422).toEqual([ErrorCode.UserIdentificationNotPossible]);
  });

  it('keeps 401 for invalid credentials only, because 401 makes the client refresh and retry', () => {
    const with401 = Object.values(errorCatalogue)
      .filter((s) => s.status === 401)
      .map((s) => s.code);
    expect(with401).toEqual([ErrorCode.InvalidCredentials]);
  });

  it('logs only the unknown failure at error level', () => {
    const errors = Object.values(errorCatalogue)
      .filter((s) => s.level === 'error')
      .map((s) => s.code);
    expect(errors).toEqual([ErrorCode.Unknown]);
  });

  it('carries the SPEC texts of the toast codes', () => {
    expect(errorCatalogue[ErrorCode.FolderIsUsed].message).toBe('Папка должна быть пустой');
    expect(errorCatalogue[ErrorCode.FileIsUsed].message).toBe('Файл не может быть удален, поскольку он используется');
    expect(errorCatalogue[ErrorCode.Unknown].message).toBe('Возникла ошибка');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(errorCatalogue)).toBe(true);
    expect(Object.isFrozen(errorCatalogue[ErrorCode.CartNotFound])).toBe(true);
  });
});

describe('isErrorCode / getErrorSpec', () => {
  it('accepts exactly the integers 0..32', () => {
    expect(isErrorCode(0)).toBe(true);
    expect(isErrorCode(32)).toBe(true);
    expect(isErrorCode(33)).toBe(false);
    expect(isErrorCode(-1)).toBe(false);
    expect(isErrorCode(1.5)).toBe(false);
    expect(isErrorCode('6')).toBe(false);
    expect(isErrorCode(null)).toBe(false);
  });

  it('falls back to the unknown row outside the catalogue', () => {
    expect(getErrorSpec(30).name).toBe('CartNotFound');
    expect(getErrorSpec(99).name).toBe('Unknown');
    expect(getErrorSpec('x').code).toBe(0);
  });
});
