import { unwrap, type ApiClient } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';

/** The admin home's figures (`AdminDashboard`); days are Moscow days, money decimal strings of roubles. */
export type AdminDashboard = Schema<'AdminDashboard'>;
/** One Moscow day of the chart. */
export type DashboardDay = Schema<'DashboardDay'>;
/** A row of the latest orders, as the admin order list shows it. */
export type OrderSummary = Schema<'OrderSummary'>;

/** The dashboard call the page needs; a narrow seam so the page is tested with a fake. */
export interface DashboardApi {
  get(): Promise<AdminDashboard>;
}

/** The dashboard call over the shared typed client (which adds the bearer token and retries once after a refresh). */
export function createDashboardApi(client: ApiClient): DashboardApi {
  return {
    async get() {
      return unwrap(await client.GET('/api/v1/admin/dashboard')).payload.dashboard;
    },
  };
}
