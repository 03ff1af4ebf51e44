import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** How {@link renderAdminPage} mounts a page. */
export interface RenderAdminPageOptions {
  /** The feature's providers (toasts, overlays, its API seam) around the router. */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** The route the page answers; the path without its query by default. */
  routePath?: string;
}

/**
 * Renders one admin page at `path` (router paths, no basename) the way the app does: a fresh query
 * client that does not retry, the feature's providers, and a memory router where any other path is
 * 'другая страница'. Returns the router (to read where the page went) and the query client.
 */
export function renderAdminPage(
  Page: ComponentType,
  path: string,
  { wrapper: Wrapper = Fragment, routePath = path.split('?')[0] ?? path }: RenderAdminPageOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePath, Component: Page },
      { path: '*', element: <p>другая страница</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <Wrapper>
        <RouterProvider router={router} />
      </Wrapper>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
