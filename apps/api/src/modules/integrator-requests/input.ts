import type { Schema } from '@shop/api-contract';
import { requisitesProblems } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { blankToNull } from '../../http/input';
import { normalisePhone } from '../identity/user';

/** The body of `createIntegratorRequest`. */
export type IntegratorRequestInput = Schema<'IntegratorRequestCreateRequest'>;

/** A request's fields as stored: trimmed, the phone normalised, blank optional fields null. */
export interface CheckedIntegratorRequest {
  companyTitle: string;
  inn: string;
  phone: string;
  region: string;
  website: string | null;
  comment: string | null;
}

/** A phone worth calling back: at least 10 digits (the contract's pattern lets "() - -" through), as at checkout. */
const hasPhoneDigits = (phone: string) => phone.replace(/\D/g, '').length >= 10;

/**
 * Checks a request beyond the contract's schema and normalises it. Code 12 names every bad field in `details`
 * with a Russian reason; the ИНН is checked with its check digits exactly as the checkout checks a payer's.
 */
export function checkIntegratorRequest(input: IntegratorRequestInput): CheckedIntegratorRequest {
  const checked: CheckedIntegratorRequest = {
    companyTitle: input.companyTitle.trim(),
    inn: input.inn.trim(),
    phone: input.phone.trim(),
    region: input.region.trim(),
    website: blankToNull(input.website),
    comment: blankToNull(input.comment),
  };
  const problems: { field: string; message: string }[] = [];
  if (checked.companyTitle === '') problems.push({ field: 'companyTitle', message: ru.apiErrors.companyTitleRequired });
  // Only the ИНН of the requisites is asked for here; the checkout's check of it is reused as is.
  for (const problem of requisitesProblems({ inn: checked.inn }))
    if (problem.field === 'inn') problems.push({ field: 'inn', message: problem.message });
  if (!hasPhoneDigits(checked.phone)) problems.push({ field: 'phone', message: ru.apiErrors.phoneIncomplete });
  if (checked.region === '') problems.push({ field: 'region', message: ru.apiErrors.regionRequired });
  if (problems.length > 0)
    throw new AppError(ErrorCode.CheckViolation, { message: ru.apiErrors.checkRequest, details: problems });
  return { ...checked, phone: normalisePhone(checked.phone) };
}

/** The body of `changeIntegratorRequestStatus`. */
export interface StatusChangeInput {
  status: 'confirmed' | 'rejected';
  customerGroupId?: string | null | undefined;
  adminComment?: string | null | undefined;
}

/** An administrator's decision, checked: confirming names the group the customer joins (code 12 otherwise). */
export type CheckedDecision =
  | { status: 'confirmed'; customerGroupId: string; adminComment: string | null }
  | { status: 'rejected'; adminComment: string | null };

/** Checks a decision; the comment is trimmed, a blank one is null. */
export function checkDecision(input: StatusChangeInput): CheckedDecision {
  const adminComment = blankToNull(input.adminComment);
  if (input.status === 'rejected') return { status: 'rejected', adminComment };
  if (input.customerGroupId == null) {
    throw new AppError(ErrorCode.CheckViolation, {
      message: ru.apiErrors.chooseCustomerGroup,
      details: [{ field: 'customerGroupId', message: ru.apiErrors.chooseGroupForCustomer }],
    });
  }
  return { status: 'confirmed', customerGroupId: input.customerGroupId, adminComment };
}
