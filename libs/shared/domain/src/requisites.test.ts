import { describe, expect, it } from 'vitest';
import {
  companyRequisitesProblems,
  isValidBik,
  isValidCheckingAccount,
  isValidCorrespondentAccount,
  isValidEdoParticipantId,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  requisitesProblems,
} from './requisites';

// Real-format examples: Сбербанк (ИНН, КПП, ОГРН, БИК, к/с) and a sole proprietor's ИНН and ОГРНИП.
const SBER = {
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  bik: '044525225',
  correspondentAccount: '30101810400000000225',
};
const CHECKING = '40702810938000012345';
const SOLE = { inn: '500100732259', ogrn: '304500116000157' };

/** The value with one digit changed at `at` (to the next digit), which every check digit must notice. */
const changed = (value: string, at: number) =>
  value.slice(0, at) + String((Number(value[at]) + 1) % 10) + value.slice(at + 1);

describe('requisites checks', () => {
  it('accepts real ИНН of both lengths and refuses any single changed digit', () => {
    for (const inn of [SBER.inn, SOLE.inn]) {
      expect(isValidInn(inn)).toBe(true);
      for (let i = 0; i < inn.length; i++) expect(isValidInn(changed(inn, i)), `${inn} at ${i}`).toBe(false);
    }
    expect(isValidInn('77070838930')).toBe(false);
    expect(isValidInn('770708389a')).toBe(false);
  });

  it('checks the КПП format (no check digit), letters allowed in the reason code', () => {
    expect(isValidKpp(SBER.kpp)).toBe(true);
    expect(isValidKpp('7736AB001')).toBe(true);
    expect(isValidKpp('7736ab001')).toBe(false);
    expect(isValidKpp('77360100')).toBe(false);
  });

  it('checks the ОГРН and ОГРНИП check digit', () => {
    expect(isValidOgrn(SBER.ogrn)).toBe(true);
    expect(isValidOgrn(SOLE.ogrn)).toBe(true);
    expect(isValidOgrn(changed(SBER.ogrn, 12))).toBe(false);
    expect(isValidOgrn(changed(SOLE.ogrn, 3))).toBe(false);
    expect(isValidOgrn('12345678901234')).toBe(false);
  });

  it('checks the БИК format and the accounts’ control keys against it', () => {
    expect(isValidBik(SBER.bik)).toBe(true);
    expect(isValidBik('144525225')).toBe(false);
    expect(isValidCorrespondentAccount(SBER.correspondentAccount, SBER.bik)).toBe(true);
    expect(isValidCheckingAccount(CHECKING, SBER.bik)).toBe(true);
    for (const at of [0, 9, 19]) {
      expect(isValidCorrespondentAccount(changed(SBER.correspondentAccount, at), SBER.bik), `к/с at ${at}`).toBe(false);
      expect(isValidCheckingAccount(changed(CHECKING, at), SBER.bik), `р/с at ${at}`).toBe(false);
    }
    // Another bank's БИК does not fit the same accounts.
    expect(isValidCheckingAccount(CHECKING, '044525974')).toBe(false);
    expect(isValidCorrespondentAccount(SBER.correspondentAccount, '044525974')).toBe(false);
  });
});

describe('requisitesProblems', () => {
  it('finds nothing wrong with an organisation’s or a sole proprietor’s real requisites', () => {
    expect(requisitesProblems({ ...SBER, checkingAccount: CHECKING })).toEqual([]);
    expect(requisitesProblems({ ...SOLE, kpp: null, bik: SBER.bik, checkingAccount: CHECKING })).toEqual([]);
    expect(requisitesProblems({ inn: SBER.inn, kpp: SBER.kpp })).toEqual([]);
  });

  it('names each wrong field with its reason in Russian, in form order', () => {
    expect(
      requisitesProblems({
        inn: changed(SBER.inn, 2),
        kpp: null,
        ogrn: '102770013219',
        bik: SBER.bik,
        checkingAccount: changed(CHECKING, 5),
        correspondentAccount: '40101810400000000225',
      }),
    ).toEqual([
      { field: 'inn', message: 'ИНН указан с ошибкой: не сходится контрольное число' },
      { field: 'kpp', message: 'Укажите КПП: он есть у каждой организации' },
      { field: 'ogrn', message: 'ОГРН организации состоит из 13 цифр' },
      { field: 'checkingAccount', message: 'Расчётный счёт не соответствует БИК: проверьте счёт и БИК' },
      { field: 'correspondentAccount', message: 'Корреспондентский счёт начинается с 30101' },
    ]);
  });

  it('holds a sole proprietor to ОГРНИП and no КПП, and an account to a БИК', () => {
    expect(requisitesProblems({ inn: SOLE.inn, kpp: SBER.kpp, ogrn: SBER.ogrn, checkingAccount: CHECKING })).toEqual([
      { field: 'kpp', message: 'У ИП нет КПП: оставьте поле пустым' },
      { field: 'ogrn', message: 'ОГРНИП состоит из 15 цифр' },
      { field: 'checkingAccount', message: 'Укажите БИК банка: по нему проверяется номер счёта' },
    ]);
    expect(requisitesProblems({ inn: '12345', bik: '12345678', correspondentAccount: '301' })).toEqual([
      { field: 'inn', message: 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)' },
      { field: 'kpp', message: 'Укажите КПП: он есть у каждой организации' },
      { field: 'bik', message: 'БИК состоит из 9 цифр и начинается с 04' },
      { field: 'correspondentAccount', message: 'Номер счёта состоит из 20 цифр' },
    ]);
  });
});

describe('ЭДО participant id', () => {
  it('takes an operator code (2 and two characters) and the participant part, 46 characters at most', () => {
    expect(isValidEdoParticipantId('2BM-7707083893-773601001-201507240456195557453')).toBe(true);
    expect(isValidEdoParticipantId('2BE4a4b0dd2b09f4c18a4a0e8b8c0b8f1c3')).toBe(true);
    expect(isValidEdoParticipantId('1BM-7707083893')).toBe(false);
    expect(isValidEdoParticipantId('2BM')).toBe(false);
    expect(isValidEdoParticipantId(`2BM${'a'.repeat(44)}`)).toBe(false);
    expect(isValidEdoParticipantId('2BM-ИНН')).toBe(false);
    expect(companyRequisitesProblems({ inn: '7707083893', kpp: '773601001', edoParticipantId: '2BM x' })).toEqual([
      { field: 'edoParticipantId', message: expect.stringContaining('кода оператора') },
    ]);
    expect(companyRequisitesProblems({ inn: '7707083893', kpp: '773601001', edoParticipantId: '' })).toEqual([]);
  });
});
