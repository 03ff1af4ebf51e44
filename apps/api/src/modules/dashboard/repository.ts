import { LOW_STOCK_THRESHOLD } from '@shop/domain';
import { and, asc, between, count, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { integratorRequest, orderDayStats, orders, product, productStock, users } from '../../db/schema';

/** One Moscow day's figures as order_day_stats keeps them (revenue in roubles, numeric as text). */
export interface DayStatsRow {
  day: string;
  orderCount: number;
  revenue: string;
}

/** The stored day figures between two Moscow days (both inclusive, 'YYYY-MM-DD'); days without orders have no row. */
export async function findDayStats(db: Db, from: string, to: string): Promise<DayStatsRow[]> {
  return db
    .select({ day: orderDayStats.day, orderCount: orderDayStats.orderCount, revenue: orderDayStats.revenue })
    .from(orderDayStats)
    .where(between(orderDayStats.day, from, to))
    .orderBy(asc(orderDayStats.day));
}

/** Created orders whose shipping cost is not set yet (the partial index orders_awaiting_shipping_cost_idx). */
export async function countAwaitingShippingCost(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.status, 'created'), isNull(orders.shippingCost)));
  return Number(row?.n ?? 0);
}

/** Customers registered at or after `since` (users_created_at_idx). */
export async function countCustomersSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(gte(users.createdAt, sql`${since.toISOString()}::timestamptz`), eq(users.role, 'customer')));
  return Number(row?.n ?? 0);
}

/** Integrator requests waiting for a decision (integrator_request_status_created_at_idx). */
export async function countPendingIntegratorRequests(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(integratorRequest).where(eq(integratorRequest.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** Open orders not paid in full that were placed before `before` (the partial index orders_open_unpaid_created_at_idx). */
export async function countUnpaidPlacedBefore(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'created'),
        inArray(orders.paymentStatus, ['awaiting', 'partially_paid']),
        lt(orders.createdAt, sql`${before.toISOString()}::timestamptz`),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Orders paid in full, not cancelled, whose goods have not left yet (orders_shipment_status_created_at_idx). */
export async function countAwaitingShipment(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.shipmentStatus, 'preparing'), eq(orders.paymentStatus, 'paid'), ne(orders.status, 'canceled')),
    );
  return Number(row?.n ?? 0);
}

/**
 * Counted products on sale, not sold on order, with few pieces free: what the buyer of the shop should reorder. A
 * product sold on order is left out, as its stock runs out by design.
 */
export async function countLowStockProducts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productStock)
    .innerJoin(product, eq(product.id, productStock.productId))
    .where(
      and(
        isNull(product.deletedAt),
        eq(productStock.saleStopped, false),
        eq(productStock.backorder, false),
        sql`${productStock.onHand} - ${productStock.reserved} <= ${LOW_STOCK_THRESHOLD}`,
      ),
    );
  return Number(row?.n ?? 0);
}
