import type { User } from '@shop/domain';

/**
 * A signed-in customer as `GET /api/v1/user/current` describes one, for tests of anything that holds a
 * session; pass only what a test is about. Test-only: exported as `@shop/session/testing`.
 */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '8d6f1f0e-3b7a-4c59-9a3e-2f1d0c9b8a71',
    email: 'ivan@example.ru',
    emailIsConfirmed: false,
    phone: null,
    phoneIsConfirmed: false,
    firstName: 'Иван',
    middleName: null,
    lastName: null,
    isActive: true,
    role: 'customer',
    requisitesFileId: null,
    companyTitle: null,
    position: null,
    isCustomerGroupAssigned: false,
    latestIntegratorRequestStatus: null,
    ...overrides,
  };
}
