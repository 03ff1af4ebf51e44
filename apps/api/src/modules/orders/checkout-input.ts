import type { Schema } from '@shop/api-contract';
import { companyRequisitesProblems } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import type { StoredCompanyRequisites, StoredOrderContact } from '../../db/schema';
import { normalisePhone, type UserRow } from '../identity/user';

export type CheckoutRequest = Schema<'CheckoutRequest'>;

/** What an order stores of a checkout request once it is checked and normalised. */
export interface CheckedCheckout {
  payerType: 'individual' | 'company';
  company: StoredCompanyRequisites | null;
  contact: StoredOrderContact;
  delivery: {
    method: 'pickup' | 'courier' | 'transport_company';
    address: string | null;
    transportCompany: string | null;
  };
  comment: string | null;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? null : trimmed;
};

/** A phone worth calling: at least 10 digits (the contract's pattern lets "() - -" through). */
const hasPhoneDigits = (phone: string) => phone.replace(/\D/g, '').length >= 10;

/**
 * Checks a checkout request beyond the contract's schema and normalises it. Code 12 names every bad field in
 * `details` (`company.inn`, `delivery.address`, …) with a Russian reason; code 20 when neither the request nor the
 * profile has a phone.
 */
export function checkCheckoutRequest(request: CheckoutRequest, user: UserRow): CheckedCheckout {
  const problems: { field: string; message: string }[] = [];
  const company = request.payerType === 'company' ? checkCompany(request.company ?? null, problems) : null;

  const method = request.delivery.method;
  const address = method === 'pickup' ? null : blankToNull(request.delivery.address);
  const transportCompany = method === 'transport_company' ? blankToNull(request.delivery.transportCompany) : null;
  if (method !== 'pickup' && address === null)
    problems.push({ field: 'delivery.address', message: ru.apiErrors.deliveryAddressRequired });
  if (method === 'transport_company' && transportCompany === null)
    problems.push({ field: 'delivery.transportCompany', message: ru.apiErrors.transportCompanyRequired });

  const given = blankToNull(request.contact.phone);
  if (given !== null && !hasPhoneDigits(given))
    problems.push({ field: 'contact.phone', message: ru.apiErrors.phoneIncomplete });
  const firstName = request.contact.firstName.trim();
  const lastName = request.contact.lastName.trim();
  if (firstName === '') problems.push({ field: 'contact.firstName', message: ru.apiErrors.firstNameRequired });
  if (lastName === '') problems.push({ field: 'contact.lastName', message: ru.apiErrors.lastNameRequired });

  if (problems.length > 0)
    throw new AppError(ErrorCode.CheckViolation, { message: ru.apiErrors.checkOrder, details: problems });

  const phone = given ?? user.phone;
  if (phone === null || !hasPhoneDigits(phone))
    throw new AppError(ErrorCode.UserHasNoPhone, {
      details: [{ field: 'contact.phone', message: ru.apiErrors.phoneRequired }],
    });

  return {
    payerType: request.payerType,
    company,
    contact: {
      firstName,
      lastName,
      middleName: blankToNull(request.contact.middleName),
      phone: normalisePhone(phone),
      email: request.contact.email.trim(),
    },
    delivery: { method, address, transportCompany },
    comment: blankToNull(request.comment),
  };
}

/** A company's requisites checked as a bank checks them; problems are added under `company.<field>`. */
function checkCompany(
  company: Schema<'CompanyRequisites'> | null,
  problems: { field: string; message: string }[],
): StoredCompanyRequisites | null {
  if (company === null) {
    problems.push({ field: 'company', message: ru.apiErrors.companyRequisitesRequired });
    return null;
  }
  const checked: StoredCompanyRequisites = {
    title: company.title.trim(),
    inn: company.inn.trim(),
    kpp: blankToNull(company.kpp),
    ogrn: blankToNull(company.ogrn),
    legalAddress: company.legalAddress.trim(),
    bankName: blankToNull(company.bankName),
    bik: blankToNull(company.bik),
    checkingAccount: blankToNull(company.checkingAccount),
    correspondentAccount: blankToNull(company.correspondentAccount),
    edoOperator: blankToNull(company.edoOperator),
    edoParticipantId: blankToNull(company.edoParticipantId),
  };
  if (checked.title === '') problems.push({ field: 'company.title', message: ru.apiErrors.companyTitleRequired });
  if (checked.legalAddress === '')
    problems.push({ field: 'company.legalAddress', message: ru.apiErrors.legalAddressRequired });
  for (const problem of companyRequisitesProblems(checked))
    problems.push({ field: `company.${problem.field}`, message: problem.message });
  return checked;
}
