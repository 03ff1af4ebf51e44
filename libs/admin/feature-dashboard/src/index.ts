export { DashboardPage } from './dashboard-page';
export { DashboardApiProvider, useDashboardApi } from './dashboard-api-context';
export { createDashboardApi, type AdminDashboard, type DashboardApi, type DashboardDay } from './dashboard-api';
export { dashboardKeys, dashboardQueryOptions } from './dashboard-queries';
