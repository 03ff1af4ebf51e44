import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { createAdminGuardLoader, LOGIN_PATH } from './access/admin-guard';
import type { AdminAccessDeps } from './access/check-admin-access';
import { createLoginLoader } from './auth/login-loader';
import { LoginPage } from './auth/login-page';
import { ADMIN_BASENAME, toRouterPath } from './navigation';
import { AccessPending } from './pages/access-pending';
import { ErrorPage } from './pages/error-page';
import { FeaturePage } from './pages/feature-page';
import { adminFeatureRoutes } from './routes/admin-routes';
import { dashboardRoute } from './routes/dashboard-routes';
import { loadChunk } from './routes/load-chunk';

/** The shell chunk (layout, 404), loaded beside the guard's check on the first admin page. */
const loadShell = () => loadChunk(() => import('./pages/shell'));

/** What the admin route tree needs from the outside world. */
export interface AdminRouteOptions {
  queryClient: QueryClient;
  access: AdminAccessDeps;
  /** Absolute storefront home URL the guard sends signed-in non-admins to. */
  homeUrl: string;
}

/**
 * The admin route tree (paths relative to the '/admin' basename): the sign-in screen, and every page behind the guard.
 * Only the sign-in screen is in the entry chunk; the shell and each feature come in chunks of their own.
 */
export function createAdminRoutes({ queryClient, access, homeUrl }: AdminRouteOptions): RouteObject[] {
  return [
    {
      path: LOGIN_PATH,
      loader: createLoginLoader({ queryClient, deps: access }),
      HydrateFallback: AccessPending,
      ErrorBoundary: ErrorPage,
      Component: LoginPage,
    },
    {
      id: 'admin',
      path: '/',
      loader: createAdminGuardLoader({ queryClient, deps: access, homeUrl }),
      // Re-run the guard on every navigation; its query cache decides whether the API is asked again.
      shouldRevalidate: () => true,
      HydrateFallback: AccessPending,
      ErrorBoundary: ErrorPage,
      // Lazy routes take the function form: React Router reports its failure to the error boundary, while a failed
      // property of the object form is dropped for a route without a loader, leaving an empty page.
      lazy: async () => ({ Component: (await loadShell()).AdminShell }),
      children: [
        // The dashboard's own chunk (its chart library in a further one), loaded beside the guard's check like any feature page.
        {
          index: true,
          lazy: async () => ({
            element: <FeaturePage title={dashboardRoute.title} Page={await dashboardRoute.loadPage()} />,
          }),
        },
        ...adminFeatureRoutes.map((page): RouteObject => ({
          path: toRouterPath(page.path),
          // Loaded with the feature's chunk during the navigation (beside the guard's check), so the entry stays small.
          lazy: async () => ({ element: <FeaturePage title={page.title} Page={await page.loadPage()} /> }),
        })),
        { path: '*', lazy: async () => ({ Component: (await loadShell()).NotFoundPage }) },
      ],
    },
  ];
}

/** The browser router of the admin SPA under '/admin'. */
export function createAdminRouter(options: AdminRouteOptions) {
  return createBrowserRouter(createAdminRoutes(options), { basename: ADMIN_BASENAME });
}
