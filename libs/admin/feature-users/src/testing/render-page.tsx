import { renderAdminPage } from '@shop/admin-testing';
import { withAdminUi } from '@shop/admin-ui-data/testing';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { AdminUser, UsersApi } from '../users-api';
import { UsersApiProvider } from '../users-api-context';

/** A user as the API returns it, with overrides. */
export function aUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11',
    email: 'ivanov@firma.ru',
    emailIsConfirmed: true,
    phone: '+79123456789',
    phoneIsConfirmed: false,
    firstName: 'Иван',
    middleName: 'Петрович',
    lastName: 'Иванов',
    gender: 'male',
    isActive: true,
    role: 'customer',
    requisitesFile: null,
    companyTitle: 'ООО «Тахограф-Сервис»',
    position: 'Главный инженер',
    customerGroup: null,
    latestIntegratorRequestStatus: null,
    createdAt: '2026-03-05T11:03:09.000Z',
    updatedAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  };
}

/** A fake users API whose calls are spies; override what a test needs. */
export function fakeUsersApi(overrides: Partial<UsersApi> = {}): UsersApi {
  return {
    list: vi.fn(async () => ({ userList: [], pagination: { page: 1, limit: 20, total: 0 } })),
    get: vi.fn(async (id: string) => aUser({ id })),
    create: vi.fn(async (body) => aUser({ id: '9a0e1e64-2b8f-4a53-8d35-7f3f6f0b6c01', email: body.email ?? '' })),
    update: vi.fn(async (body) => aUser({ id: body.id, updatedAt: new Date().toISOString() })),
    downloadRequisites: vi.fn(async () => ({ blob: new Blob(['pdf']), fileName: 'Реквизиты ООО.pdf' })),
    ...overrides,
  };
}

/** Renders one user page at `path` (router paths, no basename) with a query client, toasts, overlays and the fake API. */
export function renderPage(Page: ComponentType, path: string, api: UsersApi, routePath?: string) {
  return renderAdminPage(Page, path, { routePath, wrapper: withAdminUi(UsersApiProvider, { api }) });
}
