import { ru } from '@shop/i18n-ru';

/**
 * The checks a bank makes of a Russian company's requisites. ИНН, ОГРН and ОГРНИП carry check digits (the ФНС
 * algorithms); КПП and БИК have none, so only their format is checked; a checking or correspondent account carries
 * a control key computed with the bank's БИК (the Bank of Russia's algorithm: weights 7, 1, 3 over 23 digits).
 * No npm library checks the account keys, so the whole set lives here, on strings of digits, with no arithmetic on
 * numbers larger than a digit sum.
 */

const onlyDigits = (value: string, length: number) => value.length === length && /^\d+$/.test(value);

/** Σ digit × weight over the first `weights.length` digits. */
function weightedSum(value: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, i) => sum + Number(value[i]) * weight, 0);
}

/** A decimal string modulo `m`, digit by digit (a 14-digit ОГРНИП prefix would exceed a safe integer's precision in some steps). */
function modulo(value: string, m: number): number {
  let rest = 0;
  for (const digit of value) rest = (rest * 10 + Number(digit)) % m;
  return rest;
}

const INN_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN_12_FIRST = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN_12_SECOND = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** ИНН of an organisation (10 digits) or of a person or sole proprietor (12 digits), with its check digits. */
export function isValidInn(inn: string): boolean {
  const check = (weights: readonly number[], at: number) => (weightedSum(inn, weights) % 11) % 10 === Number(inn[at]);
  if (onlyDigits(inn, 10)) return check(INN_10, 9);
  if (onlyDigits(inn, 12)) return check(INN_12_FIRST, 10) && check(INN_12_SECOND, 11);
  return false;
}

/** КПП: 4 digits (tax office), 2 digits or capital Latin letters (reason), 3 digits (number). */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

/** ОГРН (13 digits, check digit = the first 12 mod 11, mod 10) or ОГРНИП (15, the first 14 mod 13, mod 10). */
export function isValidOgrn(ogrn: string): boolean {
  if (onlyDigits(ogrn, 13)) return modulo(ogrn.slice(0, 12), 11) % 10 === Number(ogrn[12]);
  if (onlyDigits(ogrn, 15)) return modulo(ogrn.slice(0, 14), 13) % 10 === Number(ogrn[14]);
  return false;
}

/** БИК of a bank in Russia: 9 digits beginning with the country code 04. */
export function isValidBik(bik: string): boolean {
  return onlyDigits(bik, 9) && bik.startsWith('04');
}

const ACCOUNT_WEIGHTS = [7, 1, 3] as const;

/** The Bank of Russia's control key over 23 digits: Σ (digit × 7, 1, 3 repeated) ends in 0. */
function hasAccountKey(digits23: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits23.length; i++) sum += Number(digits23[i]) * (ACCOUNT_WEIGHTS[i % 3] as number);
  return sum % 10 === 0;
}

/** A checking (расчётный) account of the bank `bik`: its key is computed over the БИК's last 3 digits and the account. */
export function isValidCheckingAccount(account: string, bik: string): boolean {
  return onlyDigits(account, 20) && isValidBik(bik) && hasAccountKey(bik.slice(-3) + account);
}

/**
 * The correspondent account of the bank `bik`: 30101…, ending in the БИК's last 3 digits, its key over '0', the
 * БИК's 5th–6th digits and the account.
 */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return (
    onlyDigits(account, 20) &&
    account.startsWith('30101') &&
    isValidBik(bik) &&
    account.endsWith(bik.slice(-3)) &&
    hasAccountKey(`0${bik.slice(4, 6)}${account}`)
  );
}

/** A company's requisites as a form or the checkout sends them (null or '' = not given). */
export interface RequisitesInput {
  inn: string;
  kpp?: string | null;
  ogrn?: string | null;
  bik?: string | null;
  checkingAccount?: string | null;
  correspondentAccount?: string | null;
}

/** One field that fails a check, with the Russian reason (the API's code 12 `details`, a form's field error). */
export interface RequisitesProblem {
  field: keyof RequisitesInput;
  message: string;
}

const given = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/**
 * Every problem with a company's requisites, field by field, in form order; empty when a bank would accept them.
 * A 10-digit ИНН (organisation) needs a КПП and takes a 13-digit ОГРН; a 12-digit one (sole proprietor) has no КПП
 * and takes a 15-digit ОГРНИП. Accounts are checked against the БИК, so a given account needs one.
 */
export function requisitesProblems(input: RequisitesInput): RequisitesProblem[] {
  const t = ru.requisites;
  const problems: RequisitesProblem[] = [];
  const add = (field: keyof RequisitesInput, message: string) => problems.push({ field, message });
  const inn = input.inn.trim();
  const soleProprietor = inn.length === 12;

  if (!onlyDigits(inn, 10) && !onlyDigits(inn, 12)) add('inn', t.innLength);
  else if (!isValidInn(inn)) add('inn', t.innChecksum);

  if (soleProprietor) {
    if (given(input.kpp)) add('kpp', t.kppForSoleProprietor);
  } else if (!given(input.kpp)) add('kpp', t.kppRequired);
  else if (!isValidKpp(input.kpp.trim())) add('kpp', t.kppFormat);

  if (given(input.ogrn)) {
    const ogrn = input.ogrn.trim();
    if (!onlyDigits(ogrn, soleProprietor ? 15 : 13)) add('ogrn', soleProprietor ? t.ogrnipLength : t.ogrnLength);
    else if (!isValidOgrn(ogrn)) add('ogrn', t.ogrnChecksum);
  }

  const bik = given(input.bik) ? input.bik.trim() : null;
  if (bik !== null && !isValidBik(bik)) add('bik', t.bikFormat);
  const account = (
    field: 'checkingAccount' | 'correspondentAccount',
    isValid: (account: string, bik: string) => boolean,
    keyMessage: string,
  ) => {
    const value = input[field];
    if (!given(value)) return;
    const trimmed = value.trim();
    if (!onlyDigits(trimmed, 20)) add(field, t.accountFormat);
    else if (bik === null) add(field, t.accountNeedsBik);
    else if (field === 'correspondentAccount' && !trimmed.startsWith('30101')) add(field, t.correspondentAccountPrefix);
    else if (isValidBik(bik) && !isValid(trimmed, bik)) add(field, keyMessage);
  };
  account('checkingAccount', isValidCheckingAccount, t.checkingAccountKey);
  account('correspondentAccount', isValidCorrespondentAccount, t.correspondentAccountKey);
  return problems;
}

/** A buyer company's requisites: the bank's codes and, optionally, its ЭДО participant id. */
export interface CompanyRequisitesInput extends RequisitesInput {
  edoParticipantId?: string | null;
}

/** One field of a buyer company's requisites that fails a check. */
export interface CompanyRequisitesProblem {
  field: keyof CompanyRequisitesInput;
  message: string;
}

/** Every problem with a buyer company's requisites: {@link requisitesProblems}, then the ЭДО participant id's form. */
export function companyRequisitesProblems(input: CompanyRequisitesInput): CompanyRequisitesProblem[] {
  const problems: CompanyRequisitesProblem[] = requisitesProblems(input);
  if (given(input.edoParticipantId) && !isValidEdoParticipantId(input.edoParticipantId.trim()))
    problems.push({ field: 'edoParticipantId', message: ru.requisites.edoParticipantIdFormat });
  return problems;
}

/**
 * An ЭДО participant id as the operators issue it (ИдУчастника ЭДО): the operator's code, a 2 and two letters or
 * digits the ФНС gave it, then the participant's own up to 43 letters, digits or dashes; 46 characters at most.
 */
export function isValidEdoParticipantId(id: string): boolean {
  return /^2[0-9A-Za-z]{2}[0-9A-Za-z-]{1,43}$/.test(id);
}
