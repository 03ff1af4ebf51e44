import type { Schema } from '@shop/api-contract';
import type { IntegratorRequestStatus } from './constants';

/** The signed-in user (customer) as the API describes it (SPEC 3); the contract is the one source of its fields. */
export type User = Schema<'CustomerUser'>;

/** The user fields the rules read; null or undefined means nobody is logged in. */
export type UserLike =
  | Pick<User, 'role' | 'emailIsConfirmed' | 'isCustomerGroupAssigned' | 'latestIntegratorRequestStatus'>
  | null
  | undefined;

/** Statuses of the latest request after which no new integrator request may be made. */
export const INTEGRATOR_REQUEST_BLOCKING_STATUSES: readonly IntegratorRequestStatus[] = [
  'rejected',
  'pending',
  'self-denial',
];

/** True when someone is logged in: a user is present and is not a guest (an anonymous visitor's record). */
export function isLoggedInUser<T extends NonNullable<UserLike>>(user: T | null | undefined): user is T {
  return user !== null && user !== undefined && user.role !== 'guest';
}

/** True when the user is root (the admin role recognised on the client). */
export function isRootUser(user: UserLike): boolean {
  return user?.role === 'root';
}

/**
 * Whether the user may submit an integrator request (SPEC 4): logged in, not root, no customer group
 * assigned, and the latest request is not rejected, pending or self-denial.
 */
export function canMakeIntegratorRequest(user: UserLike): boolean {
  if (!isLoggedInUser(user) || user.role === 'root' || user.isCustomerGroupAssigned) return false;
  const status = user.latestIntegratorRequestStatus;
  return status === null || !INTEGRATOR_REQUEST_BLOCKING_STATUSES.includes(status);
}

/** Whether to show the integrator-request banner: a logged-in user who may make a request and has confirmed the email. */
export function shouldShowIntegratorBanner(user: UserLike): boolean {
  return canMakeIntegratorRequest(user) && user?.emailIsConfirmed === true;
}

/**
 * Whether a fresh copy of the same account changed its customer-group membership (SPEC 4): prices and permissions
 * change with it, so the page reloads. Nobody before or after, or another account, is no change.
 */
export function isCustomerGroupChange(
  before: Pick<User, 'id' | 'isCustomerGroupAssigned'> | null | undefined,
  after: Pick<User, 'id' | 'isCustomerGroupAssigned'> | null | undefined,
): boolean {
  if (!before || !after || before.id !== after.id) return false;
  return before.isCustomerGroupAssigned !== after.isCustomerGroupAssigned;
}

/** Whether email confirmation is needed: the user is logged in and the email is not confirmed. */
export function isEmailConfirmationNeeded(user: UserLike): boolean {
  return isLoggedInUser(user) && !user.emailIsConfirmed;
}

/** The name parts of a person (a user, an order's contact); any may be missing or blank. */
export interface PersonNameParts {
  lastName?: string | null;
  firstName?: string | null;
  middleName?: string | null;
}

/** 'Фамилия Имя Отчество' of the parts that are filled in, as Russian documents order them; '' when none is. */
export function personName({ lastName, firstName, middleName }: PersonNameParts): string {
  return [lastName, firstName, middleName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
