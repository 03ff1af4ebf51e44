import { describe, expect, it } from 'vitest';
import type { IntegratorRequestStatus } from './constants';
import {
  canMakeIntegratorRequest,
  isCustomerGroupChange,
  isEmailConfirmationNeeded,
  isLoggedInUser,
  isRootUser,
  personName,
  shouldShowIntegratorBanner,
  type User,
} from './user';

const customer: User = {
  id: '7c1e2d4a-0000-4000-8000-000000000001',
  email: 'ivanov@example.ru',
  emailIsConfirmed: true,
  phone: null,
  phoneIsConfirmed: false,
  firstName: 'Иван',
  middleName: null,
  lastName: 'Иванов',
  isActive: true,
  role: 'customer',
  requisitesFileId: null,
  companyTitle: 'ООО «Ромашка»',
  position: null,
  isCustomerGroupAssigned: false,
  latestIntegratorRequestStatus: null,
};

describe('canMakeIntegratorRequest', () => {
  it('allows a customer without a group and without a request', () => {
    expect(canMakeIntegratorRequest(customer)).toBe(true);
  });

  it('forbids root, an assigned customer group and nobody logged in', () => {
    expect(canMakeIntegratorRequest({ ...customer, role: 'root' })).toBe(false);
    expect(canMakeIntegratorRequest({ ...customer, isCustomerGroupAssigned: true })).toBe(false);
    expect(canMakeIntegratorRequest({ ...customer, role: 'guest' })).toBe(false);
    expect(canMakeIntegratorRequest(null)).toBe(false);
    expect(canMakeIntegratorRequest(undefined)).toBe(false);
  });

  it('depends on the latest request status', () => {
    const verdict = (status: IntegratorRequestStatus) =>
      canMakeIntegratorRequest({ ...customer, latestIntegratorRequestStatus: status });
    expect(verdict('rejected')).toBe(false);
    expect(verdict('pending')).toBe(false);
    expect(verdict('self-denial')).toBe(false);
    expect(verdict('confirmed')).toBe(true);
  });

  it('does not depend on the email', () => {
    expect(canMakeIntegratorRequest({ ...customer, emailIsConfirmed: false })).toBe(true);
  });
});

describe('shouldShowIntegratorBanner', () => {
  it('shows for a user who may request and has confirmed the email', () => {
    expect(shouldShowIntegratorBanner(customer)).toBe(true);
  });

  it('hides when the email is not confirmed or a request may not be made', () => {
    expect(shouldShowIntegratorBanner({ ...customer, emailIsConfirmed: false })).toBe(false);
    expect(shouldShowIntegratorBanner({ ...customer, latestIntegratorRequestStatus: 'pending' })).toBe(false);
    expect(shouldShowIntegratorBanner({ ...customer, role: 'root' })).toBe(false);
    expect(shouldShowIntegratorBanner(null)).toBe(false);
  });
});

describe('isCustomerGroupChange', () => {
  it('is a change when the same account joins or leaves a customer group', () => {
    expect(isCustomerGroupChange(customer, { ...customer, isCustomerGroupAssigned: true })).toBe(true);
    expect(isCustomerGroupChange({ ...customer, isCustomerGroupAssigned: true }, customer)).toBe(true);
  });

  it('is no change when the membership stays, or the account is another one, or nobody is there', () => {
    const decided: User = { ...customer, latestIntegratorRequestStatus: 'confirmed' };
    expect(isCustomerGroupChange(customer, decided)).toBe(false);
    const other = { ...customer, id: '7c1e2d4a-0000-4000-8000-000000000002', isCustomerGroupAssigned: true };
    expect(isCustomerGroupChange(customer, other)).toBe(false);
    expect(isCustomerGroupChange(null, { ...customer, isCustomerGroupAssigned: true })).toBe(false);
    expect(isCustomerGroupChange(customer, null)).toBe(false);
  });
});

describe('isEmailConfirmationNeeded', () => {
  it('is needed for a logged-in user with an unconfirmed email only', () => {
    expect(isEmailConfirmationNeeded({ ...customer, emailIsConfirmed: false })).toBe(true);
    expect(isEmailConfirmationNeeded({ ...customer, role: 'root', emailIsConfirmed: false })).toBe(true);
    expect(isEmailConfirmationNeeded(customer)).toBe(false);
    expect(isEmailConfirmationNeeded(null)).toBe(false);
    expect(isEmailConfirmationNeeded({ ...customer, role: 'guest', emailIsConfirmed: false })).toBe(false);
  });
});

describe('isLoggedInUser / isRootUser', () => {
  it('knows who is logged in and who is root', () => {
    expect(isLoggedInUser(customer)).toBe(true);
    expect(isLoggedInUser({ ...customer, role: 'guest' })).toBe(false);
    expect(isLoggedInUser(null)).toBe(false);
    expect(isRootUser({ ...customer, role: 'root' })).toBe(true);
    expect(isRootUser(customer)).toBe(false);
    expect(isRootUser(null)).toBe(false);
  });
});

describe('personName', () => {
  it('joins the filled parts as Russian documents order them', () => {
    expect(personName({ lastName: 'Петров', firstName: 'Иван', middleName: 'Сергеевич' })).toBe(
      'Петров Иван Сергеевич',
    );
    expect(personName({ lastName: 'Петров', firstName: 'Иван' })).toBe('Петров Иван');
  });

  it('leaves out missing and blank parts and trims the rest', () => {
    expect(personName({ lastName: null, firstName: ' Иван ', middleName: '  ' })).toBe('Иван');
    expect(personName({ lastName: null, firstName: null })).toBe('');
  });
});
