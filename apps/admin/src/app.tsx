import { OverlayProvider, ToastProvider } from '@shop/ui-kit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AdminConfigProvider } from './admin-config';
import type { AdminRuntimeConfig } from './runtime-config';

/** Everything the admin app renders inside: config, server state, client state, toasts, overlays, routes. */
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
          <ToastProvider>
            <OverlayProvider>
              <RouterProvider router={router} />
            </OverlayProvider>
          </ToastProvider>
        </JotaiProvider>
      </QueryClientProvider>
    </AdminConfigProvider>
  );
}
