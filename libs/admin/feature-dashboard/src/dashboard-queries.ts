import { queryOptions } from '@tanstack/react-query';
import type { DashboardApi } from './dashboard-api';

/** Query keys of the dashboard. */
export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
};

/** The dashboard, asked again every minute while the page is open (new orders come in meanwhile). */
export function dashboardQueryOptions(api: DashboardApi) {
  return queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: () => api.get(),
    refetchInterval: 60_000,
  });
}
