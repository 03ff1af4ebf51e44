import { requisitesProblems } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AdminSiteSettings, SellerRequisites, ShopRequisitesBody, VatRate } from './site-settings-api';

const m = ru.adminSettings.seller;

/** The seller's fields, the НДС rate and the order e-mail as typed (empty strings for what is not set). */
export type SellerFormValues = { [Key in keyof SellerRequisites]: string } & { vatRate: VatRate; orderEmail: string };

/** The contract's length limits of the seller's fields. */
export const SELLER_FIELD_LIMITS: Readonly<Record<keyof SellerRequisites, number>> = {
  title: 300,
  inn: 20,
  kpp: 20,
  ogrn: 20,
  legalAddress: 500,
  bankName: 300,
  bik: 20,
  checkingAccount: 30,
  correspondentAccount: 30,
  phone: 50,
  director: 200,
  accountant: 200,
};

/** What the API requires of a seller (ИНН is checked by the bank rules, which name an empty one too). */
const REQUIRED: readonly (keyof SellerRequisites)[] = [
  'title',
  'legalAddress',
  'bankName',
  'bik',
  'checkingAccount',
  'correspondentAccount',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's starting values: the stored seller (blanks for none), НДС and e-mail. */
export function sellerFormDefaults(
  settings: Pick<AdminSiteSettings, 'seller' | 'vatRate' | 'orderEmail'>,
): SellerFormValues {
  const seller = settings.seller;
  const text = (key: keyof SellerRequisites) => seller?.[key] ?? '';
  return {
    title: text('title'),
    inn: text('inn'),
    kpp: text('kpp'),
    ogrn: text('ogrn'),
    legalAddress: text('legalAddress'),
    phone: text('phone'),
    bankName: text('bankName'),
    bik: text('bik'),
    checkingAccount: text('checkingAccount'),
    correspondentAccount: text('correspondentAccount'),
    director: text('director'),
    accountant: text('accountant'),
    vatRate: settings.vatRate,
    orderEmail: settings.orderEmail ?? '',
  };
}

/**
 * What is wrong with each field, as the API would answer (code 12 naming `seller.<field>`): required fields, the
 * lengths, the bank's rules of @shop/domain (ИНН, КПП, ОГРН, БИК and the accounts' control keys) and the e-mail.
 */
export function sellerFormProblems(values: SellerFormValues): Map<keyof SellerFormValues, string> {
  const problems = new Map<keyof SellerFormValues, string>();
  const trimmed = (key: keyof SellerRequisites) => values[key].trim();
  for (const key of Object.keys(SELLER_FIELD_LIMITS) as (keyof SellerRequisites)[]) {
    const max = SELLER_FIELD_LIMITS[key];
    if (trimmed(key).length > max) problems.set(key, m.tooLong.replace('{max}', String(max)));
    else if (REQUIRED.includes(key) && trimmed(key) === '') problems.set(key, m.required);
  }
  const blankToNull = (key: keyof SellerRequisites) => trimmed(key) || null;
  const bank = requisitesProblems({
    inn: trimmed('inn'),
    kpp: blankToNull('kpp'),
    ogrn: blankToNull('ogrn'),
    bik: trimmed('bik'),
    checkingAccount: trimmed('checkingAccount'),
    correspondentAccount: trimmed('correspondentAccount'),
  });
  for (const problem of bank) if (!problems.has(problem.field)) problems.set(problem.field, problem.message);
  const email = values.orderEmail.trim();
  if (email && !EMAIL.test(email)) problems.set('orderEmail', m.orderEmailInvalid);
  return problems;
}

/** The react-hook-form resolver of the seller form over {@link sellerFormProblems}. */
export const sellerFormResolver: Resolver<SellerFormValues> = async (values) => {
  const problems = sellerFormProblems(values);
  if (problems.size === 0) return { values, errors: {} };
  const errors: FieldErrors<SellerFormValues> = {};
  for (const [field, message] of problems) errors[field] = { type: 'validate', message };
  return { values: {}, errors };
};

/** The `updateShopRequisites` body: the whole seller trimmed (blank optional fields as null), НДС, the e-mail or null. */
export function toShopRequisitesBody(values: SellerFormValues): ShopRequisitesBody {
  const text = (key: keyof SellerRequisites) => values[key].trim();
  const optional = (key: keyof SellerRequisites) => text(key) || null;
  return {
    seller: {
      title: text('title'),
      inn: text('inn'),
      kpp: optional('kpp'),
      ogrn: optional('ogrn'),
      legalAddress: text('legalAddress'),
      bankName: text('bankName'),
      bik: text('bik'),
      checkingAccount: text('checkingAccount'),
      correspondentAccount: text('correspondentAccount'),
      phone: optional('phone'),
      director: optional('director'),
      accountant: optional('accountant'),
    },
    vatRate: values.vatRate,
    orderEmail: values.orderEmail.trim() || null,
  };
}
