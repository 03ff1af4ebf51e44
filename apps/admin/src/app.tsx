import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AdminConfigProvider } from './admin-config';
import type { AdminRuntimeConfig } from './runtime-config';

/** Everything the admin app renders inside: config, server state, client state and the routes. */
export function App({
  config,
  queryClient,
  store,
  router,
}: {
  config: AdminRuntimeConfig;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  router: ComponentProps<typeof RouterProvider>['router'];
}) {
  return (
    <AdminConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </QueryClientProvider>
    </AdminConfigProvider>
  );
}
