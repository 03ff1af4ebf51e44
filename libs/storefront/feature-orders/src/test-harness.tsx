/** Test-only: renders a page of this lib under the providers the storefront's root gives it, over a fake API. */
import { createApiClient } from '@shop/api-client';
import { fakeApi, type Handler } from '@shop/session/testing';
import { ApiProvider } from '@shop/storefront-data-access';
import { OverlayProvider, ToastProvider } from '@shop/ui-kit';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, type LoaderFunctionArgs } from 'react-router';

export function renderRoute<T>(options: {
  path: string;
  url: string;
  routes?: Record<string, Handler | Handler[]>;
  loader?: (args: { request: Request; api: ReturnType<typeof createApiClient> }) => Promise<T> | T;
  Component: ComponentType;
}) {
  const api = fakeApi(options.routes ?? {});
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    getAccessToken: () => 'access-test',
    fetch: (input, init) => api.fetch(new Request(input, init)),
  });
  const Stub = createRoutesStub([
    {
      path: options.path,
      HydrateFallback: () => null,
      Component: () => (
        <ApiProvider api={client}>
          <ToastProvider>
            <OverlayProvider>
              <options.Component />
            </OverlayProvider>
          </ToastProvider>
        </ApiProvider>
      ),
      ...(options.loader
        ? { loader: ({ request }: LoaderFunctionArgs) => options.loader?.({ request, api: client }) ?? null }
        : {}),
    },
  ]);
  render(<Stub initialEntries={[options.url]} />);
  return { api, client };
}
