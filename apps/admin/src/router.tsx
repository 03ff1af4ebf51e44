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
import { adminPlaceholderRoutes } from './routes/admin-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { dashboardRoute } from './routes/dashboard-routes';
import { integratorRequestRoutes } from './routes/integrator-request-routes';
import { loadChunk } from './routes/load-chunk';
import { orderRoutes } from './routes/order-routes';
import { productRoutes } from './routes/product-routes';
import { settingsRoutes } from './routes/settings-routes';
import { userRoutes } from './routes/user-routes';

/** Every page a feature lib delivers, each loaded from its feature's chunk when first opened. */
const featureRoutes = [...orderRoutes, ...userRoutes, ...catalogueRoutes, ...productRoutes, ...settingsRoutes, ...integratorRequestRoutes];

/** The shell chunk (layout, placeholders, 404), loaded beside the guard's check on the first admin page. */
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
        { index: true, lazy: async () => ({ element: <FeaturePage title={dashboardRoute.title} Page={await dashboardRoute.loadPage()} /> }) },
        ...featureRoutes.map(
          (page): RouteObject => ({
            path: toRouterPath(page.path),
            // Loaded with the feature's chunk during the navigation (beside the guard's check), so the entry stays small.
            lazy: async () => ({ element: <FeaturePage title={page.title} Page={await page.loadPage()} /> }),
          }),
        ),
        ...adminPlaceholderRoutes.map(
          (page): RouteObject => ({
            path: toRouterPath(page.path),
            lazy: async () => {
              const { PlaceholderPage } = await loadShell();
              return { element: <PlaceholderPage title={page.title} area={page.area} /> };
            },
          }),
        ),
        { path: '*', lazy: async () => ({ Component: (await loadShell()).NotFoundPage }) },
      ],
    },
  ];
}

/** The browser router of the admin SPA under '/admin'. */
export function createAdminRouter(options: AdminRouteOptions) {
  return createBrowserRouter(createAdminRoutes(options), { basename: ADMIN_BASENAME });
}
