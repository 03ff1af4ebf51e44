import { ApiError } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { describe, expect, it } from 'vitest';
import {
  integratorRequestDefaults,
  integratorRequestFailure,
  integratorRequestProblems,
  toIntegratorRequestCreate,
  type IntegratorRequestValues,
} from './integrator-request-values';

const v = ru.storefrontIntegrators.validation;

const FILLED: IntegratorRequestValues = {
  companyTitle: 'ООО «ТахоСервис»',
  inn: '7707083893',
  phone: '+7 916 000-00-01',
  region: 'Москва и Московская область',
  website: '',
  comment: '',
};

const fieldsOf = (values: IntegratorRequestValues) => integratorRequestProblems(values).map((problem) => problem.field);

describe('integratorRequestProblems', () => {
  it('accepts a filled form, with a 10-digit (organisation) or 12-digit (sole proprietor) ИНН', () => {
    expect(integratorRequestProblems(FILLED)).toEqual([]);
    expect(integratorRequestProblems({ ...FILLED, inn: '500100732259' })).toEqual([]);
  });

  it('asks for the company, ИНН, phone and region, in form order; the website and comment are optional', () => {
    const empty = { companyTitle: ' ', inn: '', phone: '', region: '', website: '', comment: '' };
    expect(integratorRequestProblems(empty)).toEqual([
      { field: 'companyTitle', message: v.required },
      { field: 'inn', message: v.required },
      { field: 'phone', message: v.required },
      { field: 'region', message: v.required },
    ]);
  });

  it("checks the ИНН with its check digits and its length, with the checkout's words", () => {
    expect(integratorRequestProblems({ ...FILLED, inn: '7707083894' })).toEqual([
      { field: 'inn', message: ru.requisites.innChecksum },
    ]);
    expect(integratorRequestProblems({ ...FILLED, inn: '500100732258' })).toEqual([
      { field: 'inn', message: ru.requisites.innChecksum },
    ]);
    expect(integratorRequestProblems({ ...FILLED, inn: '77070838' })).toEqual([
      { field: 'inn', message: ru.requisites.innLength },
    ]);
    expect(integratorRequestProblems({ ...FILLED, inn: '77070838ab' })).toEqual([
      { field: 'inn', message: ru.requisites.innLength },
    ]);
  });

  it("wants a phone of the contract's characters with at least 10 digits, as the API does", () => {
    expect(fieldsOf({ ...FILLED, phone: '+7 (916) 000-00-01' })).toEqual([]);
    expect(fieldsOf({ ...FILLED, phone: '8 916 000 00 01' })).toEqual([]);
    expect(integratorRequestProblems({ ...FILLED, phone: '123-45-67' })).toEqual([
      { field: 'phone', message: v.phone },
    ]);
    expect(fieldsOf({ ...FILLED, phone: '(((  )))---' })).toEqual(['phone']);
    expect(fieldsOf({ ...FILLED, phone: '+7 916 000-00-01 доб. 5' })).toEqual(['phone']);
  });

  it("keeps the contract's length limits", () => {
    expect(integratorRequestProblems({ ...FILLED, companyTitle: 'Ф'.repeat(301) })).toEqual([
      { field: 'companyTitle', message: 'Не длиннее 300 символов' },
    ]);
    expect(fieldsOf({ ...FILLED, companyTitle: 'Ф'.repeat(300) })).toEqual([]);
    expect(
      fieldsOf({ ...FILLED, region: 'р'.repeat(201), website: 'w'.repeat(301), comment: 'к'.repeat(2001) }),
    ).toEqual(['region', 'website', 'comment']);
    expect(fieldsOf({ ...FILLED, comment: 'к'.repeat(2000) })).toEqual([]);
  });
});

describe('toIntegratorRequestCreate', () => {
  it('trims the texts and sends an empty website or comment as null', () => {
    expect(
      toIntegratorRequestCreate({
        ...FILLED,
        companyTitle: '  ООО «ТахоСервис» ',
        inn: ' 7707083893 ',
        website: '  ',
        comment: '',
      }),
    ).toEqual({
      companyTitle: 'ООО «ТахоСервис»',
      inn: '7707083893',
      phone: '+7 916 000-00-01',
      region: 'Москва и Московская область',
      website: null,
      comment: null,
    });
    expect(toIntegratorRequestCreate({ ...FILLED, website: ' taho.ru ', comment: ' 40 машин ' })).toMatchObject({
      website: 'taho.ru',
      comment: '40 машин',
    });
  });
});

describe('integratorRequestDefaults', () => {
  it('starts from the company and phone of the profile', () => {
    expect(integratorRequestDefaults({ companyTitle: 'ООО «Логистик»', phone: '+7 900 123-45-67' })).toMatchObject({
      companyTitle: 'ООО «Логистик»',
      phone: '+7 900 123-45-67',
      inn: '',
    });
    expect(integratorRequestDefaults(null)).toEqual({
      companyTitle: '',
      inn: '',
      phone: '',
      region: '',
      website: '',
      comment: '',
    });
  });
});

describe('integratorRequestFailure', () => {
  const apiError = (code: number, details: { field: string; message: string }[] = []) =>
    new ApiError({ status: code === ErrorCode.CheckViolation ? 400 : 409, code, message: 'Ошибка', details });

  it('places code 12 details beside the fields the form has, and says when some could not be placed', () => {
    const error = apiError(ErrorCode.CheckViolation, [
      { field: 'inn', message: 'Неверное контрольное число ИНН' },
      { field: 'somethingElse', message: 'Странно' },
    ]);
    expect(integratorRequestFailure(error)).toEqual({
      kind: 'fields',
      fields: [{ field: 'inn', message: 'Неверное контрольное число ИНН' }],
      unplaced: true,
    });
    expect(
      integratorRequestFailure(
        apiError(ErrorCode.CheckViolation, [{ field: 'region', message: 'Укажите регион работы' }]),
      ),
    ).toMatchObject({ unplaced: false });
    expect(integratorRequestFailure(apiError(ErrorCode.CheckViolation))).toEqual({ kind: 'toast' });
  });

  it('sorts the refusals of the eligibility rule and the unconfirmed e-mail; anything else is a toast', () => {
    expect(integratorRequestFailure(apiError(ErrorCode.Conflict))).toEqual({ kind: 'refused' });
    expect(integratorRequestFailure(apiError(ErrorCode.UserNotCustomer))).toEqual({ kind: 'refused' });
    expect(integratorRequestFailure(apiError(ErrorCode.EmailNotConfirmed))).toEqual({ kind: 'email-not-confirmed' });
    expect(integratorRequestFailure(apiError(ErrorCode.Unknown))).toEqual({ kind: 'toast' });
    expect(integratorRequestFailure(new TypeError('offline'))).toEqual({ kind: 'toast' });
  });
});
