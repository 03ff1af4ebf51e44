import type { Handlers } from '../../http/operations';
import type { DashboardService } from './service';

/** The admin home's operation; admin only through the admin hook (every path under /api/v1/admin/). */
export function dashboardHandlers({ dashboard }: { dashboard: DashboardService }) {
  return {
    getAdminDashboard: async () => ({ payload: { dashboard: await dashboard.get() } }),
  } satisfies Handlers<'dashboard'>;
}
