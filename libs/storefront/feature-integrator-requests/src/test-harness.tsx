/** Test-only: renders this lib's parts under the providers the storefront's root gives them, over a fake API. */
import { createApiClient } from '@shop/api-client';
import type { User } from '@shop/domain';
import { createSessionStore, SessionProvider } from '@shop/session';
import { fakeApi, type Handler } from '@shop/session/testing';
import { ApiProvider } from '@shop/storefront-data-access';
import { OverlayProvider, ToastProvider } from '@shop/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { vi } from 'vitest';
import type { IntegratorRequest } from './integrator-request-api';

/** A request as the API sends one; pass only what a test is about. */
export function testIntegratorRequest(overrides: Partial<IntegratorRequest> = {}): IntegratorRequest {
  return {
    id: '5a0c7d2e-1b3f-4c6d-8e9f-0a1b2c3d4e5f',
    status: 'pending',
    user: {
      id: '8d6f1f0e-3b7a-4c59-9a3e-2f1d0c9b8a71',
      email: 'ivan@example.ru',
      firstName: 'Иван',
      lastName: null,
      companyTitle: 'ООО «ТахоСервис»',
    },
    companyTitle: 'ООО «ТахоСервис»',
    inn: '7707083893',
    phone: '+7 916 000-00-01',
    region: 'Москва и Московская область',
    website: null,
    comment: null,
    adminComment: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/**
 * Renders `element` at `url` with a session signed in as `user` (null: a guest), the API faked by `routes`, a query
 * client, toasts and overlays. The session's reload is a spy, so a group change can be seen without leaving the page.
 */
export function renderWithShop(
  element: ReactNode,
  options: { user: User | null; routes?: Record<string, Handler | Handler[]>; url?: string },
) {
  const api = fakeApi(options.routes ?? {});
  const reload = vi.fn();
  const session = createSessionStore({
    api: () => client,
    initial: options.user ? { accessToken: 'access-test', user: options.user } : { accessToken: null },
    storage: null,
    subscribeStorage: () => () => undefined,
    reload,
  });
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    getAccessToken: session.getAccessToken,
    fetch: (input, init) => api.fetch(new Request(input, init)),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } },
  });
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <QueryClientProvider client={queryClient}>
          <SessionProvider store={session}>
            <ApiProvider api={client}>
              <ToastProvider>
                <OverlayProvider>{element}</OverlayProvider>
              </ToastProvider>
            </ApiProvider>
          </SessionProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  const view = render(<Stub initialEntries={[options.url ?? '/']} />);
  return { ...view, api, session, reload, queryClient };
}
