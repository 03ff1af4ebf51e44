import { ApiError } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { testUser } from '@shop/session/testing';
import { describe, expect, it } from 'vitest';
import {
  checkoutDefaults,
  checkoutFailure,
  checkoutProblems,
  newIdempotencyKey,
  toCheckoutRequest,
  type CheckoutValues,
} from './checkout-values';

const COMPANY = {
  title: 'ООО «Тахоком»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: 'г. Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  checkingAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
  edoOperator: '',
  edoParticipantId: '',
};

function values(overrides: Partial<CheckoutValues> = {}): CheckoutValues {
  return {
    payerType: 'individual',
    company: { ...COMPANY },
    contact: {
      lastName: 'Петров',
      firstName: 'Иван',
      middleName: '',
      phone: '+7 900 123-45-67',
      email: 'ivan@example.ru',
    },
    delivery: { method: 'courier', address: 'г. Москва, ул. Складочная, д. 1', transportCompany: '' },
    comment: '',
    ...overrides,
  };
}

describe('checkoutProblems', () => {
  it('passes a complete individual order and ignores the hidden requisites', () => {
    expect(checkoutProblems(values({ company: { ...COMPANY, inn: '123' } }))).toEqual([]);
  });

  it('asks for the required fields in form order', () => {
    const problems = checkoutProblems(
      values({ contact: { lastName: ' ', firstName: '', middleName: '', phone: '', email: 'ivan' } }),
    );
    expect(problems.map((problem) => problem.field)).toEqual([
      'contact.lastName',
      'contact.firstName',
      'contact.phone',
      'contact.email',
    ]);
    expect(problems[3]?.message).toBe('Введите адрес электронной почты, например ivan@example.ru');
  });

  it('checks a company’s requisites as a bank does', () => {
    expect(checkoutProblems(values({ payerType: 'company' }))).toEqual([]);
    const problems = checkoutProblems(
      values({
        payerType: 'company',
        company: { ...COMPANY, inn: '7707083894', checkingAccount: '40702810938000012346' },
      }),
    );
    expect(problems).toEqual([
      { field: 'company.inn', message: 'ИНН указан с ошибкой: не сходится контрольное число' },
      { field: 'company.checkingAccount', message: 'Расчётный счёт не соответствует БИК: проверьте счёт и БИК' },
    ]);
    const edo = { ...COMPANY, edoOperator: 'Контур.Диадок', edoParticipantId: 'BM-7707083893' };
    expect(checkoutProblems(values({ payerType: 'company', company: edo }))).toEqual([
      { field: 'company.edoParticipantId', message: expect.stringContaining('кода оператора') },
    ]);
  });

  it('needs no КПП from a sole proprietor, and ignores one left in the hidden field', () => {
    const sole = { ...COMPANY, inn: '500100732259', ogrn: '304500116000157', kpp: '773601001' };
    expect(checkoutProblems(values({ payerType: 'company', company: sole }))).toEqual([]);
    expect(checkoutProblems(values({ payerType: 'company', company: { ...COMPANY, kpp: '' } }))).toEqual([
      { field: 'company.kpp', message: 'Укажите КПП: он есть у каждой организации' },
    ]);
  });

  it('wants an address unless pickup, and the transport company’s name', () => {
    expect(checkoutProblems(values({ delivery: { method: 'pickup', address: '', transportCompany: '' } }))).toEqual([]);
    expect(
      checkoutProblems(values({ delivery: { method: 'transport_company', address: '', transportCompany: '' } })).map(
        (problem) => problem.field,
      ),
    ).toEqual(['delivery.address', 'delivery.transportCompany']);
  });

  it('keeps texts within the contract’s limits', () => {
    expect(checkoutProblems(values({ comment: 'я'.repeat(2001) }))).toEqual([
      { field: 'comment', message: 'Не длиннее 2000 символов' },
    ]);
  });
});

describe('toCheckoutRequest', () => {
  it('trims, sends empty texts as null and drops what the choices hide', () => {
    expect(
      toCheckoutRequest(
        values({
          payerType: 'company',
          company: { ...COMPANY, inn: ' 500100732259 ', kpp: '773601001', ogrn: '', bankName: ' ' },
          delivery: { method: 'pickup', address: 'старый адрес', transportCompany: 'СДЭК' },
          comment: '  Позвоните заранее ',
        }),
      ),
    ).toEqual({
      payerType: 'company',
      company: {
        ...COMPANY,
        inn: '500100732259',
        kpp: null,
        ogrn: null,
        bankName: null,
        edoOperator: null,
        edoParticipantId: null,
      },
      contact: {
        lastName: 'Петров',
        firstName: 'Иван',
        middleName: null,
        phone: '+7 900 123-45-67',
        email: 'ivan@example.ru',
      },
      delivery: { method: 'pickup', address: null, transportCompany: null },
      comment: 'Позвоните заранее',
    });
    expect(toCheckoutRequest(values()).company).toBeNull();
  });
});

describe('checkoutDefaults', () => {
  it('starts from the profile when there is no prefill', () => {
    const defaults = checkoutDefaults(
      null,
      testUser({ lastName: 'Сидоров', phone: '+7 901 000-00-00', companyTitle: 'ИП Сидоров' }),
    );
    expect(defaults.contact).toEqual({
      lastName: 'Сидоров',
      firstName: 'Иван',
      middleName: '',
      phone: '+7 901 000-00-00',
      email: 'ivan@example.ru',
    });
    expect(defaults.company.title).toBe('ИП Сидоров');
    expect(defaults.payerType).toBe('individual');
    expect(defaults.delivery.method).toBe('courier');
  });
});

describe('checkoutFailure', () => {
  const error = (code: number, details: { field: string; message: string }[] = []) =>
    new ApiError({ status: 400, code, message: 'x', details });

  it('sorts the API’s refusals by code', () => {
    expect(checkoutFailure(error(ErrorCode.CartIsEmpty))).toEqual({ kind: 'empty-cart' });
    expect(checkoutFailure(error(ErrorCode.ProductCannotBePurchased, [{ field: 'p1', message: 'not_sold' }]))).toEqual({
      kind: 'unavailable',
      productIds: ['p1'],
      reasons: ['not_sold'],
    });
    expect(checkoutFailure(error(ErrorCode.EmailNotConfirmed))).toEqual({ kind: 'email-not-confirmed' });
    expect(checkoutFailure(error(ErrorCode.UserHasNoPhone))).toEqual({ kind: 'no-phone' });
    expect(checkoutFailure(error(ErrorCode.Conflict))).toEqual({ kind: 'conflict' });
    expect(checkoutFailure(error(ErrorCode.Unknown))).toEqual({ kind: 'toast' });
    expect(checkoutFailure(new Error('boom'))).toEqual({ kind: 'toast' });
  });

  it('keeps the details naming the form’s fields and says when some name none', () => {
    expect(
      checkoutFailure(
        error(ErrorCode.CheckViolation, [
          { field: 'company.inn', message: 'Неверный ИНН' },
          { field: 'headers.idempotency-key', message: 'Неверный формат' },
        ]),
      ),
    ).toEqual({ kind: 'fields', fields: [{ field: 'company.inn', message: 'Неверный ИНН' }], unplaced: true });
  });
});

describe('newIdempotencyKey', () => {
  it('matches the contract’s pattern, with randomUUID or without it (no secure context)', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    const fallback = newIdempotencyKey({ getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(fallback).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
