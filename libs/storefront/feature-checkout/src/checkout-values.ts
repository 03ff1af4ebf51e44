import { isApiError } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { companyRequisitesProblems, type User } from '@shop/domain';
import { errorCatalogue, ErrorCode, fieldProblems } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';

const v = ru.storefrontOrders.validation;

/** The checkout form as typed: every text a string ('' = not given), as inputs hold them. */
export interface CheckoutValues {
  payerType: Schema<'PayerType'>;
  company: {
    title: string;
    inn: string;
    kpp: string;
    ogrn: string;
    legalAddress: string;
    bankName: string;
    bik: string;
    checkingAccount: string;
    correspondentAccount: string;
    edoOperator: string;
    edoParticipantId: string;
  };
  contact: { lastName: string; firstName: string; middleName: string; phone: string; email: string };
  delivery: { method: Schema<'DeliveryMethod'>; address: string; transportCompany: string };
  comment: string;
}

/** Every field of the form by its path, which is also the `field` the API names in code 12 `details`. */
export const CHECKOUT_FIELDS = [
  'company.title',
  'company.inn',
  'company.kpp',
  'company.ogrn',
  'company.legalAddress',
  'company.bankName',
  'company.bik',
  'company.checkingAccount',
  'company.correspondentAccount',
  'company.edoOperator',
  'company.edoParticipantId',
  'contact.lastName',
  'contact.firstName',
  'contact.middleName',
  'contact.phone',
  'contact.email',
  'delivery.address',
  'delivery.transportCompany',
  'comment',
] as const;

/** A field of the checkout form. */
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** A field and what is wrong with it. */
export interface CheckoutFieldProblem {
  field: CheckoutField;
  message: string;
}

/** Fields of digit codes (ИНН, КПП, ОГРН, БИК, accounts) that `companyRequisitesProblems` checks. */
const REQUISITES_CODES = new Set<CheckoutField>([
  'company.inn',
  'company.kpp',
  'company.ogrn',
  'company.bik',
  'company.checkingAccount',
  'company.correspondentAccount',
  'company.edoParticipantId',
]);

/** The contract's length limits of the form's texts. */
const MAX: Record<CheckoutField, number> = {
  'company.title': 300,
  'company.inn': 12,
  'company.kpp': 9,
  'company.ogrn': 15,
  'company.legalAddress': 500,
  'company.bankName': 300,
  'company.bik': 9,
  'company.checkingAccount': 20,
  'company.correspondentAccount': 20,
  'company.edoOperator': 200,
  'company.edoParticipantId': 46,
  'contact.lastName': 100,
  'contact.firstName': 100,
  'contact.middleName': 100,
  'contact.phone': 21,
  'contact.email': 254,
  'delivery.address': 500,
  'delivery.transportCompany': 200,
  comment: 2000,
};

/** Phone as the contract accepts it: digits, spaces, brackets, dashes and a leading plus, 7 to 20 characters. */
const PHONE = /^\+?[0-9 ()-]{7,20}$/;
/** An address with one @ and a dot in the domain; the API checks the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: string | null | undefined) => value ?? '';

/** A 12-digit ИНН belongs to a sole proprietor, who has no КПП and an ОГРНИП instead of an ОГРН. */
export function isSoleProprietorInn(inn: string): boolean {
  return /^\d{12}$/.test(inn.trim());
}

/**
 * The form's starting values: the prefill (the last order's, else the profile's, as the API offers them), else the
 * signed-in user's profile; courier delivery when nothing says otherwise.
 */
export function checkoutDefaults(prefill: Schema<'CheckoutPrefill'> | null, user: User | null): CheckoutValues {
  const company = prefill?.company;
  const contact = prefill?.contact;
  return {
    payerType: prefill?.payerType ?? 'individual',
    company: {
      title: text(company?.title ?? (prefill ? null : user?.companyTitle)),
      inn: text(company?.inn),
      kpp: text(company?.kpp),
      ogrn: text(company?.ogrn),
      legalAddress: text(company?.legalAddress),
      bankName: text(company?.bankName),
      bik: text(company?.bik),
      checkingAccount: text(company?.checkingAccount),
      correspondentAccount: text(company?.correspondentAccount),
      edoOperator: text(company?.edoOperator),
      edoParticipantId: text(company?.edoParticipantId),
    },
    contact: {
      lastName: text(contact ? contact.lastName : user?.lastName),
      firstName: text(contact ? contact.firstName : user?.firstName),
      middleName: text(contact ? contact.middleName : user?.middleName),
      phone: text(contact ? contact.phone : user?.phone),
      email: text(contact ? contact.email : user?.email),
    },
    delivery: {
      method: prefill?.delivery?.method ?? 'courier',
      address: text(prefill?.delivery?.address),
      transportCompany: text(prefill?.delivery?.transportCompany),
    },
    comment: '',
  };
}

function valueOf(values: CheckoutValues, field: CheckoutField): string {
  const [group, key] = field.split('.') as [string, string | undefined];
  if (key === undefined) return values.comment;
  return (values as unknown as Record<string, Record<string, string>>)[group]?.[key] ?? '';
}

/** The fields the shopper fills with the current choices (the requisites only for a company, the address unless pickup). */
function visibleFields(values: CheckoutValues): CheckoutField[] {
  return CHECKOUT_FIELDS.filter((field) => {
    if (field.startsWith('company.'))
      return values.payerType === 'company' && !(field === 'company.kpp' && isSoleProprietorInn(values.company.inn));
    if (field === 'delivery.address') return values.delivery.method !== 'pickup';
    if (field === 'delivery.transportCompany') return values.delivery.method === 'transport_company';
    return true;
  });
}

/**
 * What the browser refuses before the API sees it, field by field in form order: required fields, the contract's
 * lengths and formats, and a company's requisites as a bank checks them (`companyRequisitesProblems`, the API's own rules).
 */
export function checkoutProblems(values: CheckoutValues): CheckoutFieldProblem[] {
  const problems: CheckoutFieldProblem[] = [];
  const fields = visibleFields(values);
  const required = new Set<CheckoutField>([
    'company.title',
    'company.inn',
    'company.legalAddress',
    'contact.lastName',
    'contact.firstName',
    'contact.phone',
    'contact.email',
    'delivery.address',
    'delivery.transportCompany',
  ]);
  const add = (field: CheckoutField, message: string) => {
    if (!problems.some((problem) => problem.field === field)) problems.push({ field, message });
  };

  for (const field of fields) {
    const value = valueOf(values, field).trim();
    if (value === '') {
      if (required.has(field)) add(field, v.required);
      continue;
    }
    // The requisites' codes have exact lengths, which companyRequisitesProblems explains better than a limit.
    if (!REQUISITES_CODES.has(field) && value.length > MAX[field]) add(field, fill(v.tooLong, { max: MAX[field] }));
  }
  const phone = values.contact.phone.trim();
  if (phone !== '' && !PHONE.test(phone)) add('contact.phone', v.phone);
  const email = values.contact.email.trim();
  if (email !== '' && !EMAIL.test(email)) add('contact.email', v.email);

  if (values.payerType === 'company' && values.company.inn.trim() !== '') {
    const company = values.company;
    const soleProprietor = isSoleProprietorInn(company.inn);
    for (const problem of companyRequisitesProblems({
      inn: company.inn,
      kpp: soleProprietor ? null : company.kpp,
      ogrn: company.ogrn,
      bik: company.bik,
      checkingAccount: company.checkingAccount,
      correspondentAccount: company.correspondentAccount,
      edoParticipantId: company.edoParticipantId,
    })) {
      add(`company.${problem.field}`, problem.message);
    }
  }
  const order = new Map(CHECKOUT_FIELDS.map((field, index) => [field, index]));
  return problems.sort((a, b) => (order.get(a.field) ?? 0) - (order.get(b.field) ?? 0));
}

const given = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The checkout request from the form: trimmed texts, '' as null, no requisites for an individual, no address for pickup. */
export function toCheckoutRequest(values: CheckoutValues): Schema<'CheckoutRequest'> {
  const { company, contact, delivery } = values;
  const soleProprietor = isSoleProprietorInn(company.inn);
  return {
    payerType: values.payerType,
    company:
      values.payerType === 'company'
        ? {
            title: company.title.trim(),
            inn: company.inn.trim(),
            kpp: soleProprietor ? null : given(company.kpp),
            ogrn: given(company.ogrn),
            legalAddress: company.legalAddress.trim(),
            bankName: given(company.bankName),
            bik: given(company.bik),
            checkingAccount: given(company.checkingAccount),
            correspondentAccount: given(company.correspondentAccount),
            edoOperator: given(company.edoOperator),
            edoParticipantId: given(company.edoParticipantId),
          }
        : null,
    contact: {
      lastName: contact.lastName.trim(),
      firstName: contact.firstName.trim(),
      middleName: given(contact.middleName),
      phone: contact.phone.trim(),
      email: contact.email.trim(),
    },
    delivery: {
      method: delivery.method,
      address: delivery.method === 'pickup' ? null : given(delivery.address),
      transportCompany: delivery.method === 'transport_company' ? given(delivery.transportCompany) : null,
    },
    comment: given(values.comment),
  };
}

/**
 * Why a cart line stops the checkout: it cannot be bought at all (`unavailable`: to be removed), or not in that
 * quantity (`short`: to be lowered; the API flags it as `exceedsStock`, or refused it with 14 while the cart still
 * shows it purchasable, since a refusal of a sold product names the quantity free). Null for a line that can go.
 */
export type LineBlock = 'unavailable' | 'short';

export function lineBlock(line: Schema<'CartLine'>, refused: ReadonlySet<string>): LineBlock | null {
  if (!line.isPurchasable) return 'unavailable';
  return line.exceedsStock || refused.has(line.product.id) ? 'short' : null;
}

/** How a refused checkout is shown. */
export type CheckoutFailure =
  /** Code 12: beside the fields the API named (`unplaced`: details naming no field of the form, for a toast). */
  | { kind: 'fields'; fields: CheckoutFieldProblem[]; unplaced: boolean }
  /** Code 15: the cart is empty (another tab ordered it, or emptied it). */
  | { kind: 'empty-cart' }
  /** Code 14: these cart lines (product ids) can no longer be bought. */
  | {
      kind: 'unavailable';
      productIds: string[];
      /** The API's words for each line (how many are free, say). */ reasons: string[];
    }
  /** Code 18: the e-mail is not confirmed. */
  | { kind: 'email-not-confirmed' }
  /** Code 20: no phone anywhere; the phone field says so. */
  | { kind: 'no-phone' }
  /** Code 32: this form's Idempotency-Key already made an order with other values. */
  | { kind: 'conflict' }
  /** Anything else: a toast. */
  | { kind: 'toast' };

/** Sorts a failed checkout by the API's code (SPEC 8 codes; the contract's orders tag says when each comes). */
export function checkoutFailure(error: unknown): CheckoutFailure {
  if (!isApiError(error)) return { kind: 'toast' };
  switch (error.code) {
    case ErrorCode.CartIsEmpty:
      return { kind: 'empty-cart' };
    case ErrorCode.ProductCannotBePurchased:
      return {
        kind: 'unavailable',
        productIds: error.details.map((detail) => detail.field),
        reasons: error.details.map((detail) => detail.message),
      };
    case ErrorCode.EmailNotConfirmed:
      return { kind: 'email-not-confirmed' };
    case ErrorCode.UserHasNoPhone:
      return { kind: 'no-phone' };
    case ErrorCode.Conflict:
      return { kind: 'conflict' };
    case ErrorCode.CheckViolation: {
      const fields = fieldProblems(error, { fields: CHECKOUT_FIELDS }) as CheckoutFieldProblem[];
      return fields.length > 0 || error.details.length > 0
        ? { kind: 'fields', fields, unplaced: fields.length < error.details.length }
        : { kind: 'toast' };
    }
    default:
      return { kind: 'toast' };
  }
}

/** The catalogue's text of code 12, for details the form cannot place beside a field. */
export const CHECK_VIOLATION_TEXT = errorCatalogue[ErrorCode.CheckViolation].message;

/**
 * A new Idempotency-Key (the contract's `^[A-Za-z0-9_-]{8,128}$`): a random UUID, or 32 hex digits from
 * `getRandomValues` where `randomUUID` is missing (pages served over plain HTTP are no secure context).
 */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
