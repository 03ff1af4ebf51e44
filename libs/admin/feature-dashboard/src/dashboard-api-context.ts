import { createApiSeam } from '@shop/admin-data-access';
import type { DashboardApi } from './dashboard-api';

const dashboardApiSeam = createApiSeam<DashboardApi>('DashboardApi');

/** Gives the dashboard their API (the app passes the real one, tests a fake). */
export const DashboardApiProvider = dashboardApiSeam.Provider;

/** The API of the nearest {@link DashboardApiProvider}. */
export const useDashboardApi = dashboardApiSeam.useApi;
