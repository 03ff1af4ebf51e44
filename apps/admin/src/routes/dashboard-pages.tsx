import { createDashboardApi, DashboardApiProvider, DashboardPage } from '@shop/admin-feature-dashboard';
import type { ComponentType } from 'react';
import { withApiSeam } from './with-api-seam';

/** The dashboard with its API seam. */
const withDashboardApi = withApiSeam('withDashboardApi', DashboardApiProvider, createDashboardApi);

/** The admin home (#14), in the dashboard chunk: dashboard-routes.ts loads it when /admin is first opened. */
export const dashboardPages = {
  home: withDashboardApi(DashboardPage),
} satisfies Record<string, ComponentType>;
