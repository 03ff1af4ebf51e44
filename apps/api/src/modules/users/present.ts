import type { Schema } from '@shop/api-contract';
import type { users } from '../../db/schema';
import type { IntegratorRequestStatus } from '../integrator-requests/latest-status';
import type { StoredFileRow } from '../site-settings/repository';

/** Roles of SPEC section 3. */
export type Role = Schema<'Role'>;
/** The signed-in user as the storefront sees it (`payload.customerUser`). */
export type CustomerUser = Schema<'CustomerUser'>;
/** A user as the admin sees it. */
export type AdminUser = Schema<'AdminUser'>;

/** A users row as the database returns it. */
export type UserRow = typeof users.$inferSelect;

/** The customer view of a user, with the status of their newest integrator request (null when none). */
export function toCustomerUser(user: UserRow, latestIntegratorRequestStatus: IntegratorRequestStatus | null): CustomerUser {
  return {
    id: user.id,
    email: user.email,
    emailIsConfirmed: user.emailConfirmedAt !== null,
    phone: user.phone,
    // No phone confirmation exists (SPEC names the flag only); it stays false until one does.
    phoneIsConfirmed: false,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    isActive: user.isActive,
    role: user.role,
    requisitesFileId: user.requisitesFileId,
    companyTitle: user.companyTitle,
    position: user.position,
    isCustomerGroupAssigned: user.customerGroupId !== null,
    latestIntegratorRequestStatus,
  };
}

/** The admin view of a user, with the requisites file reference, the customer group and the newest integrator request's status. */
export function toAdminUser(
  user: UserRow,
  requisites: StoredFileRow | null,
  customerGroup: { id: string; title: string } | null,
  latestIntegratorRequestStatus: IntegratorRequestStatus | null,
): AdminUser {
  const customer = toCustomerUser(user, latestIntegratorRequestStatus);
  return {
    id: customer.id,
    email: customer.email,
    emailIsConfirmed: customer.emailIsConfirmed,
    phone: customer.phone,
    phoneIsConfirmed: customer.phoneIsConfirmed,
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    gender: user.gender,
    isActive: customer.isActive,
    role: customer.role,
    requisitesFile:
      requisites === null
        ? null
        : { title: requisites.title, extension: requisites.extension, bucketName: requisites.bucket, path: requisites.path },
    companyTitle: customer.companyTitle,
    position: customer.position,
    customerGroup,
    latestIntegratorRequestStatus: customer.latestIntegratorRequestStatus,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/**
 * A phone as stored: Russian numbers as +7XXXXXXXXXX (8 915 123-45-67, +7 (915) 123-45-67 and
 * 9151234567 alike); others as '+' and digits when given with '+', else digits only.
 */
export function normalisePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `+7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) return `+7${digits}`;
  return input.trim().startsWith('+') ? `+${digits}` : digits;
}

/** An email as stored: trimmed (case kept; comparisons use lower()). */
export function normaliseEmail(input: string): string {
  return input.trim();
}
