import type { ApiClient } from '@shop/api-client';
import { SessionProvider, type SessionStore } from '@shop/session';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AdminConfigProvider } from './admin-config';
import { AdminApiClientProvider } from './api-client-context';
import type { AdminRuntimeConfig } from './runtime-config';

/** Everything the admin app renders inside: config, session, server state, the API client and the routes (client state: AdminShell). */
export function App({
  config,
  session,
  api,
  queryClient,
  router,
}: {
  config: AdminRuntimeConfig;
  session: SessionStore;
  api: ApiClient;
  queryClient: QueryClient;
  router: ComponentProps<typeof RouterProvider>['router'];
}) {
  return (
    <AdminConfigProvider config={config}>
      <SessionProvider store={session}>
        <QueryClientProvider client={queryClient}>
          <AdminApiClientProvider client={api}>
            <RouterProvider router={router} />
          </AdminApiClientProvider>
        </QueryClientProvider>
      </SessionProvider>
    </AdminConfigProvider>
  );
}
