import { renderAdminPage } from '@shop/admin-testing';
import { withAdminUi } from '@shop/admin-ui-data/testing';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { IntegratorRequest, IntegratorRequestsApi } from '../integrator-requests-api';
import { IntegratorRequestsApiProvider } from '../integrator-requests-api-context';

/** The API's error replies, as the page tests throw them. */
export { apiError } from '@shop/admin-testing';

export const REQUEST_ID = '3d1f0a52-8c4b-4e0f-9a61-7b2c5d9e1f03';
export const USER_ID = '5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11';
export const GROUP_ID = '9b2e4c71-1a3d-4f5e-8c6b-0d7a2e9f4b12';

/** A pending request as the admin API returns it, with overrides. */
export function aRequest(overrides: Partial<IntegratorRequest> = {}): IntegratorRequest {
  return {
    id: REQUEST_ID,
    status: 'pending',
    user: { id: USER_ID, email: 'petrov@telematika-yug.ru', firstName: 'Пётр', lastName: 'Петров', companyTitle: null },
    companyTitle: 'ООО «Телематика Юг»',
    inn: '7707083893',
    phone: '+78612001020',
    region: 'Краснодарский край',
    website: 'telematika-yug.ru',
    comment: 'Обслуживаем 40 автопарков, ставим 30 тахографов в месяц',
    adminComment: null,
    createdAt: '2026-03-05T11:03:09.000Z',
    updatedAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  };
}

/** A fake API whose calls are spies; override what a test needs. */
export function fakeIntegratorRequestsApi(overrides: Partial<IntegratorRequestsApi> = {}): IntegratorRequestsApi {
  return {
    list: vi.fn(async ({ page, limit }) => ({
      integratorRequestList: [aRequest()],
      pagination: { page, limit, total: 1 },
    })),
    changeStatus: vi.fn(async (requestId, body) =>
      aRequest({ id: requestId, status: body.status, adminComment: body.adminComment ?? null }),
    ),
    listCustomerGroups: vi.fn(async () => [
      { id: GROUP_ID, title: 'Интеграторы' },
      { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', title: 'Сервисные центры' },
    ]),
    ...overrides,
  };
}

/** Renders the page at `path` (router paths, no basename) with a query client, toasts, overlays and the fake API. */
export function renderPage(Page: ComponentType, path: string, api: IntegratorRequestsApi) {
  return renderAdminPage(Page, path, { wrapper: withAdminUi(IntegratorRequestsApiProvider, { api }) });
}
