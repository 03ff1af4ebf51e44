import { isApiError } from '@shop/api-client';
import { requisitesProblems, type User } from '@shop/domain';
import { errorCatalogue, ErrorCode, fieldProblems } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import type { IntegratorRequestCreate } from './integrator-request-api';

const v = ru.storefrontIntegrators.validation;

/** The request form as typed: every text a string ('' = not given), as inputs hold them. */
export interface IntegratorRequestValues {
  companyTitle: string;
  inn: string;
  phone: string;
  region: string;
  website: string;
  comment: string;
}

/** Every field of the form in form order; also the `field` the API names in code 12 `details`. */
export const INTEGRATOR_REQUEST_FIELDS = ['companyTitle', 'inn', 'phone', 'region', 'website', 'comment'] as const;

/** A field of the request form. */
export type IntegratorRequestField = (typeof INTEGRATOR_REQUEST_FIELDS)[number];

/** A field and what is wrong with it. */
export interface IntegratorRequestProblem {
  field: IntegratorRequestField;
  message: string;
}

/** The contract's length limits (IntegratorRequestCreateRequest); the ИНН's length is the requisites check's. */
const MAX: Record<Exclude<IntegratorRequestField, 'inn'>, number> = {
  companyTitle: 300,
  phone: 21,
  region: 200,
  website: 300,
  comment: 2000,
};

const REQUIRED = new Set<IntegratorRequestField>(['companyTitle', 'inn', 'phone', 'region']);

/** Phone as the contract accepts it: digits, spaces, brackets, dashes and a leading plus, 7 to 20 characters. */
const PHONE = /^\+?[0-9 ()-]{7,20}$/;
/** A phone worth calling back has at least 10 digits (the pattern lets "() - -" through); the API asks the same. */
const PHONE_MIN_DIGITS = 10;

/** The form's starting values: the company and phone the profile already holds. */
export function integratorRequestDefaults(user: Pick<User, 'companyTitle' | 'phone'> | null): IntegratorRequestValues {
  return {
    companyTitle: user?.companyTitle ?? '',
    inn: '',
    phone: user?.phone ?? '',
    region: '',
    website: '',
    comment: '',
  };
}

/**
 * What the browser refuses before the API sees it, in form order: the required fields, the contract's lengths and
 * phone format, and the ИНН with its check digits exactly as the checkout checks a payer's (`requisitesProblems`).
 */
export function integratorRequestProblems(values: IntegratorRequestValues): IntegratorRequestProblem[] {
  const problems: IntegratorRequestProblem[] = [];
  for (const field of INTEGRATOR_REQUEST_FIELDS) {
    const value = values[field].trim();
    if (value === '') {
      if (REQUIRED.has(field)) problems.push({ field, message: v.required });
      continue;
    }
    if (field === 'inn') {
      // Only the ИНН of the requisites is asked for; a 10-digit one's КПП is not this form's business.
      const inn = requisitesProblems({ inn: value }).find((problem) => problem.field === 'inn');
      if (inn) problems.push({ field, message: inn.message });
    } else if (value.length > MAX[field]) {
      problems.push({ field, message: fill(v.tooLong, { max: MAX[field] }) });
    } else if (field === 'phone' && (!PHONE.test(value) || value.replace(/\D/g, '').length < PHONE_MIN_DIGITS)) {
      problems.push({ field, message: v.phone });
    }
  }
  return problems;
}

const given = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The request body from the form: trimmed texts, an empty website or comment as null. */
export function toIntegratorRequestCreate(values: IntegratorRequestValues): IntegratorRequestCreate {
  return {
    companyTitle: values.companyTitle.trim(),
    inn: values.inn.trim(),
    phone: values.phone.trim(),
    region: values.region.trim(),
    website: given(values.website),
    comment: given(values.comment),
  };
}

/** How a refused request is shown. */
export type IntegratorRequestFailure =
  /** Code 12: beside the fields the API named (`unplaced`: details naming no field of the form, for a toast). */
  | { kind: 'fields'; fields: IntegratorRequestProblem[]; unplaced: boolean }
  /** Code 18: the e-mail is not confirmed. */
  | { kind: 'email-not-confirmed' }
  /** Code 32 (or 9, 26): the account may not apply now (a request already pending, decided, withdrawn, or a group). */
  | { kind: 'refused' }
  /** Anything else: a toast. */
  | { kind: 'toast' };

/** Sorts a failed submit by the API's code (the contract's integrator-requests tag says when each comes). */
export function integratorRequestFailure(error: unknown): IntegratorRequestFailure {
  if (!isApiError(error)) return { kind: 'toast' };
  switch (error.code) {
    case ErrorCode.CheckViolation: {
      const fields = fieldProblems(error, { fields: INTEGRATOR_REQUEST_FIELDS }) as IntegratorRequestProblem[];
      return fields.length > 0
        ? { kind: 'fields', fields, unplaced: fields.length < error.details.length }
        : { kind: 'toast' };
    }
    case ErrorCode.EmailNotConfirmed:
      return { kind: 'email-not-confirmed' };
    case ErrorCode.Conflict:
    case ErrorCode.UserNotCustomer:
    case ErrorCode.UserIsGuest:
      return { kind: 'refused' };
    default:
      return { kind: 'toast' };
  }
}

/** The catalogue's text of code 12, for details the form cannot place beside a field. */
export const CHECK_VIOLATION_TEXT = errorCatalogue[ErrorCode.CheckViolation].message;
