import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { expireAccessWithSession } from '../access/admin-guard';
import { adminAccessOf, type AdminAccessDeps } from '../access/check-admin-access';
import { App } from '../app';
import { createAdminRoutes } from '../router';
import { parseRuntimeConfig } from '../runtime-config';
import { fakeSession, type FakeRoutes } from './fake-api';

/** Storefront home of the tests. */
export const HOME = 'http://shop.test/';

/** Renders the whole admin app at `path` over fake API routes; `access` replaces the session-based guard deps. */
export function renderAdmin(path: string, routes: FakeRoutes, options: { access?: AdminAccessDeps } = {}) {
  const { session, api, calls } = fakeSession(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Wired as in main.tsx.
  expireAccessWithSession(session, queryClient);
  const router = createMemoryRouter(
    createAdminRoutes({ queryClient, access: options.access ?? adminAccessOf(session), homeUrl: HOME }),
    { basename: '/admin', initialEntries: [path] },
  );
  render(
    <App
      config={parseRuntimeConfig({ storefrontPublicUrl: HOME })}
      session={session}
      api={api}
      queryClient={queryClient}
      router={router}
    />,
  );
  return { router, session, calls, queryClient };
}
