import type { Schema } from '@shop/api-contract';
import { UNPAID_ORDER_DAYS } from '@shop/domain';
import { kopecksToDecimal, toKopecks } from '@shop/i18n-ru';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { presentSummary } from '../orders/present';
import { listLatestOrders } from '../orders/repository';
import { moscowDayBounds } from '../orders/service';
import { addDays, moscowDay, weekStart } from './moscow-days';
import * as repo from './repository';

export type AdminDashboard = Schema<'AdminDashboard'>;
type DashboardDay = Schema<'DashboardDay'>;

/** Days in the chart of orders by day, today included. */
export const DASHBOARD_DAYS = 30;
/** Orders in the latest-orders list. */
export const DASHBOARD_LATEST_ORDERS = 5;

export interface DashboardDependencies {
  db: Db;
  clock: Clock;
}

/** The admin home's figures (see the contract's `dashboard` tag): every one an aggregate row or an indexed count. */
export function createDashboardService({ db, clock }: DashboardDependencies) {
  return {
    async get(): Promise<AdminDashboard> {
      const today = moscowDay(clock.now());
      const monday = weekStart(today);
      const first = addDays(today, -(DASHBOARD_DAYS - 1));
      const unpaidSince = new Date(clock.now().getTime() - UNPAID_ORDER_DAYS * 24 * 3600 * 1000);
      const [
        stats,
        awaitingShippingCost,
        overdueUnpaidOrders,
        awaitingShipment,
        lowStockProducts,
        newCustomers,
        pendingIntegratorRequests,
        latest,
      ] = await Promise.all([
        repo.findDayStats(db, first, today),
        repo.countAwaitingShippingCost(db),
        repo.countUnpaidPlacedBefore(db, unpaidSince),
        repo.countAwaitingShipment(db),
        repo.countLowStockProducts(db),
        repo.countCustomersSince(db, moscowDayBounds(monday, undefined).createdFrom as Date),
        repo.countPendingIntegratorRequests(db),
        listLatestOrders(db, DASHBOARD_LATEST_ORDERS),
      ]);
      const stored = new Map(stats.map((s) => [s.day, s]));
      const ordersByDay: DashboardDay[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
        const day = addDays(first, i);
        const s = stored.get(day);
        return { day, orderCount: s?.orderCount ?? 0, revenue: kopecksToDecimal(toKopecks(s?.revenue ?? '0')) };
      });
      return {
        today: figures(ordersByDay.filter((d) => d.day === today)),
        // A week starts at most six days back, always inside the 30 days.
        week: figures(ordersByDay.filter((d) => d.day >= monday)),
        awaitingShippingCost,
        overdueUnpaidOrders,
        unpaidOrderDays: UNPAID_ORDER_DAYS,
        awaitingShipment,
        lowStockProducts,
        newCustomers,
        pendingIntegratorRequests,
        latestOrders: latest.map(presentSummary),
        ordersByDay,
      };
    },
  };
}

/** The sum of some days' figures, money added in kopecks. */
function figures(days: DashboardDay[]): Schema<'DashboardFigures'> {
  return {
    orderCount: days.reduce((n, d) => n + d.orderCount, 0),
    revenue: kopecksToDecimal(days.reduce((sum, d) => sum + toKopecks(d.revenue), 0n)),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
