import type { Schema } from '@shop/api-contract';
import type { UserRow } from '../identity/user';
import type { IntegratorRequestStatus } from './integrator-request-status';
import type { StoredFileRow } from '../../storage/file-storage';

/** The signed-in user as the storefront sees it (`payload.customerUser`). */
export type CustomerUser = Schema<'CustomerUser'>;
/** A user as the admin sees it. */
export type AdminUser = Schema<'AdminUser'>;

/** The customer view of a user, with the status of their newest integrator request (null when none). */
export function toCustomerUser(
  user: UserRow,
  latestIntegratorRequestStatus: IntegratorRequestStatus | null,
): CustomerUser {
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
        : {
            title: requisites.title,
            extension: requisites.extension,
            bucketName: requisites.bucket,
            path: requisites.path,
          },
    companyTitle: customer.companyTitle,
    position: customer.position,
    customerGroup,
    latestIntegratorRequestStatus: customer.latestIntegratorRequestStatus,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
