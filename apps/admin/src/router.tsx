import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { createAdminGuardLoader, LOGIN_PATH } from './access/admin-guard';
import type { AdminAccessDeps } from './access/check-admin-access';
import { createLoginLoader } from './auth/login-loader';
import { LoginPage } from './auth/login-page';
import { ADMIN_BASENAME, toRouterPath } from './navigation';
import { AccessPending } from './pages/access-pending';
import { AdminShell } from './pages/admin-shell';
import { DashboardPage } from './pages/dashboard-page';
import { ErrorPage } from './pages/error-page';
import { FeaturePage } from './pages/feature-page';
import { NotFoundPage } from './pages/not-found-page';
import { PlaceholderPage } from './pages/placeholder-page';
import { adminPlaceholderRoutes } from './routes/admin-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { productRoutes } from './routes/product-routes';
import { userRoutes } from './routes/user-routes';

/** Every page a feature lib delivers. */
const featureRoutes = [...userRoutes, ...catalogueRoutes, ...productRoutes];

/** What the admin route tree needs from the outside world. */
export interface AdminRouteOptions {
  queryClient: QueryClient;
  access: AdminAccessDeps;
  /** Absolute storefront home URL the guard sends signed-in non-admins to. */
  homeUrl: string;
}

/** The admin route tree (paths relative to the '/admin' basename): the sign-in screen, and every page behind the guard. */
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
      Component: AdminShell,
      children: [
        { index: true, Component: DashboardPage },
        ...featureRoutes.map(
          (page): RouteObject => ({
            path: toRouterPath(page.path),
            element: <FeaturePage title={page.title} Page={page.Page} />,
          }),
        ),
        ...adminPlaceholderRoutes.map(
          (page): RouteObject => ({
            path: toRouterPath(page.path),
            element: <PlaceholderPage title={page.title} area={page.area} />,
          }),
        ),
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/** The browser router of the admin SPA under '/admin'. */
export function createAdminRouter(options: AdminRouteOptions) {
  return createBrowserRouter(createAdminRoutes(options), { basename: ADMIN_BASENAME });
}
