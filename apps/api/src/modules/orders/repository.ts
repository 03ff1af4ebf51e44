import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderVatRate } from '@shop/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { escapeLike } from '../../db/like';
import type { UserRefRow } from '../identity/user';
import { findFulfilment, type Fulfilment } from './fulfilment-rows';
import { jsonColumn, queryRows } from '../../db/raw';
import {
  orderLine,
  orders,
  orderStatusChange,
  users,
  type StoredCompanyRequisites,
  type StoredOrderContact,
} from '../../db/schema';

export type OrderStatus = (typeof orders.$inferSelect)['status'];
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLine.$inferSelect;

const userRefColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  companyTitle: users.companyTitle,
};

/** The user's latest order, for the checkout form's starting values. */
export async function findLatestOrder(db: Db, userId: string): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return rows[0];
}

// ── reading orders ────────────────────────────────────────────────────────────────────────────

/** An order with everything its page shows: customer, lines and history. */
export interface OrderWithDetails {
  order: OrderRow;
  customer: UserRefRow;
  lines: OrderLineRow[];
  history: {
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    createdAt: Date;
    comment: string | null;
    changedBy: UserRefRow | null;
  }[];
  /** Payments, shipment steps and documents (issue #28). */
  fulfilment: Fulfilment;
}

const changer = alias(users, 'changer');

/** One order with its customer, lines and history; undefined when there is none. */
export async function findOrder(db: Db, orderId: string): Promise<OrderWithDetails | undefined> {
  const [found] = await db
    .select({ order: orders, customer: userRefColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (found === undefined) return undefined;
  const [lines, history, fulfilment] = await Promise.all([
    db.select().from(orderLine).where(eq(orderLine.orderId, orderId)).orderBy(asc(orderLine.position)),
    db
      .select({
        fromStatus: orderStatusChange.fromStatus,
        toStatus: orderStatusChange.toStatus,
        createdAt: orderStatusChange.createdAt,
        comment: orderStatusChange.comment,
        changedBy: {
          id: changer.id,
          email: changer.email,
          firstName: changer.firstName,
          lastName: changer.lastName,
          companyTitle: changer.companyTitle,
        },
      })
      .from(orderStatusChange)
      .leftJoin(changer, eq(changer.id, orderStatusChange.changedBy))
      .where(eq(orderStatusChange.orderId, orderId))
      .orderBy(asc(orderStatusChange.createdAt), asc(orderStatusChange.id)),
    findFulfilment(db, orderId),
  ]);
  return {
    ...found,
    lines,
    fulfilment,
    history: history.map((h) => ({ ...h, changedBy: h.changedBy?.id == null ? null : (h.changedBy as UserRefRow) })),
  };
}

/** One order and its lines (in their order), what the documents printed from an order read; undefined when there is none. */
export async function findOrderWithLines(
  db: Db,
  orderId: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
  const [[order], lines] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)).limit(1),
    db.select().from(orderLine).where(eq(orderLine.orderId, orderId)).orderBy(asc(orderLine.position)),
  ]);
  return order === undefined ? undefined : { order, lines };
}

/** The owner and status of an order, for the permission and transition checks. */
export async function findOrderHead(
  db: Db,
  orderId: string,
): Promise<{ userId: string; status: OrderStatus } | undefined> {
  const rows = await db
    .select({ userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return rows[0];
}

/** Filters of the order lists. */
export interface OrderFilter {
  userId?: string | undefined;
  status?: OrderStatus | undefined;
  paymentStatus?: OrderRow['paymentStatus'] | undefined;
  shipmentStatus?: OrderRow['shipmentStatus'] | undefined;
  searchQuery?: string | undefined;
  /** Inclusive bounds as instants (the service turns Moscow days into them). */
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
}

/** Numbers are at most this many digits; a longer run of digits is an INN or a phone, searched as text. */
const ORDER_NUMBER_MAX_DIGITS = 9;

/** The filter as SQL, and whether it searches text (the trigram index) rather than walking the lists' indexes. */
function whereOf(filter: OrderFilter): { where: SQL | undefined; textSearch: boolean } {
  const conditions: SQL[] = [];
  let textSearch = false;
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.paymentStatus !== undefined) conditions.push(eq(orders.paymentStatus, filter.paymentStatus));
  if (filter.shipmentStatus !== undefined) conditions.push(eq(orders.shipmentStatus, filter.shipmentStatus));
  if (filter.createdFrom !== undefined)
    conditions.push(sql`${orders.createdAt} >= ${filter.createdFrom.toISOString()}::timestamptz`);
  if (filter.createdBefore !== undefined)
    conditions.push(sql`${orders.createdAt} < ${filter.createdBefore.toISOString()}::timestamptz`);
  const query = filter.searchQuery?.trim().toLowerCase();
  if (query) {
    const digits = query.replace(/^№\s*/, '');
    if (/^\d+$/.test(digits) && digits.length <= ORDER_NUMBER_MAX_DIGITS)
      conditions.push(eq(orders.number, Number(digits)));
    else {
      conditions.push(sql`${orders.searchText} like ${`%${escapeLike(query)}%`}`);
      textSearch = true;
    }
  }
  return { where: conditions.length === 0 ? undefined : and(...conditions), textSearch };
}

/** A row of an order list (the contract's OrderSummary before presenting). */
export interface OrderSummaryRow {
  id: string;
  number: number;
  status: OrderStatus;
  paymentStatus: OrderRow['paymentStatus'];
  shipmentStatus: OrderRow['shipmentStatus'];
  payerType: 'individual' | 'company';
  company: StoredCompanyRequisites | null;
  itemsTotal: string;
  shippingCost: string | null;
  lineCount: number;
  createdAt: Date;
  customer: UserRefRow;
}

/** Above this many matches a list reports the cap, not an exact total (counting a million rows per page turn is not cheap). */
export const ORDER_LIST_COUNT_CAP = 10_000;

/**
 * One page of orders, newest first, and the total (exact up to {@link ORDER_LIST_COUNT_CAP}). Deferred join: the
 * page's ids are found first, then only those rows are read with their customers.
 */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  page: { page: number; limit: number },
): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const { where, textSearch } = whereOf(filter);
  const found =
    (textSearch ? await pageOfFewMatches(db, where, page) : undefined) ?? (await pageByDate(db, where, page));
  const rows = found.ids.length === 0 ? [] : await summariesOf(db, found.ids);
  return { rows, total: found.total };
}

/**
 * The page through the newest-first indexes (…, created_at, id), beside a count capped at the cap. Right for
 * filters that many orders pass: the walk stops after one page.
 */
async function pageByDate(
  db: Db,
  where: SQL | undefined,
  page: { page: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const [ids, counted] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${orders} ${where === undefined ? sql`` : sql`where ${where}`} limit ${ORDER_LIST_COUNT_CAP}) capped`,
    ),
  ]);
  return { ids: ids.map((r) => r.id), total: Number(counted[0]?.n ?? 0) };
}

/**
 * A text search's page when it matches fewer orders than the cap: the matches come from the trigram index (fenced
 * off as a materialized CTE, so the planner cannot trade it for a walk of the date index that filters row by row,
 * which costs a whole-table scan for a rare ИНН), then are counted, sorted and paged in the same statement. Undefined
 * when the term matches more than the cap: then the date walk finds a page soonest.
 */
async function pageOfFewMatches(
  db: Db,
  where: SQL | undefined,
  page: { page: number; limit: number },
): Promise<{ ids: string[]; total: number } | undefined> {
  const [result] = await queryRows<{ total: number; ids: string[] | string }>(
    db,
    sql`with m as materialized (select id, created_at from ${orders} where ${where} limit ${ORDER_LIST_COUNT_CAP + 1})
        select (select count(*)::int from m) as total,
               coalesce((select json_agg(p.id order by p.created_at desc, p.id desc) from
                 (select id, created_at from m order by created_at desc, id desc limit ${page.limit} offset ${(page.page - 1) * page.limit}) p), '[]'::json) as ids`,
  );
  if (result === undefined || result.total > ORDER_LIST_COUNT_CAP) return undefined;
  return { ids: jsonColumn(result.ids), total: result.total };
}

/** The `limit` newest orders as list rows (the admin dashboard's latest orders): one walk of the newest-first index, and no count. */
export async function listLatestOrders(db: Db, limit: number): Promise<OrderSummaryRow[]> {
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return ids.length === 0
    ? []
    : summariesOf(
        db,
        ids.map((r) => r.id),
      );
}

async function summariesOf(db: Db, ids: string[]): Promise<OrderSummaryRow[]> {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      shipmentStatus: orders.shipmentStatus,
      payerType: orders.payerType,
      company: orders.company,
      itemsTotal: orders.itemsTotal,
      shippingCost: orders.shippingCost,
      lineCount: orders.lineCount,
      createdAt: orders.createdAt,
      customer: userRefColumns,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, ids))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** A row of the XLSX export. */
export interface OrderExportSource {
  number: number;
  createdAt: Date;
  status: OrderStatus;
  customerEmail: string;
  contact: StoredOrderContact;
  company: StoredCompanyRequisites | null;
  deliveryMethod: 'pickup' | 'courier' | 'transport_company';
  lineCount: number;
  itemsTotal: string;
  shippingCost: string | null;
  vatRate: OrderVatRate;
  paymentStatus: OrderRow['paymentStatus'];
  paidAmount: string;
  shipmentStatus: OrderRow['shipmentStatus'];
  carrier: string | null;
  waybillNumber: string | null;
}

/**
 * The filtered orders, newest first, in keyset batches (each batch one indexed query, whatever its depth), up to
 * `max` rows: the export streams them without holding the whole list.
 */
export async function* exportOrders(
  db: Db,
  filter: OrderFilter,
  max: number,
  batchSize = 1000,
): AsyncGenerator<OrderExportSource> {
  let after: { createdAt: Date; id: string } | undefined;
  let left = max;
  while (left > 0) {
    const { where } = whereOf(filter);
    const keyset =
      after === undefined
        ? undefined
        : sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;
    const batch = await db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        customerEmail: users.email,
        contact: orders.contact,
        company: orders.company,
        deliveryMethod: orders.deliveryMethod,
        lineCount: orders.lineCount,
        itemsTotal: orders.itemsTotal,
        shippingCost: orders.shippingCost,
        vatRate: orders.vatRate,
        paymentStatus: orders.paymentStatus,
        paidAmount: orders.paidAmount,
        shipmentStatus: orders.shipmentStatus,
        carrier: orders.carrier,
        waybillNumber: orders.waybillNumber,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(where, keyset))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(Math.min(batchSize, left));
    for (const { id: _id, ...row } of batch) yield row;
    const last = batch.at(-1);
    if (last === undefined || batch.length < Math.min(batchSize, left)) return;
    left -= batch.length;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

// ── changing orders ───────────────────────────────────────────────────────────────────────────

/** What a change of an open order checks and recomputes, read under its lock. */
export type CreatedOrderHead = Pick<
  OrderRow,
  'itemsTotal' | 'shippingCost' | 'paidAmount' | 'paymentStatus' | 'shipmentStatus'
>;

/** Locks the order for the transaction while it is `created`; undefined when it is gone or no longer `created`. */
export async function lockCreatedOrder(tx: Db, orderId: string): Promise<CreatedOrderHead | undefined> {
  const [row] = await tx
    .select({
      itemsTotal: orders.itemsTotal,
      shippingCost: orders.shippingCost,
      paidAmount: orders.paidAmount,
      paymentStatus: orders.paymentStatus,
      shipmentStatus: orders.shipmentStatus,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
    .for('update');
  return row;
}

/** Applies `changes` to an order the caller has locked with {@link lockCreatedOrder}. */
export async function updateCreatedOrder(
  db: Db,
  orderId: string,
  changes: Partial<Pick<OrderRow, 'shippingCost' | 'managerComment' | 'status' | 'statusChangedAt' | 'paymentStatus'>>,
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')));
}

/**
 * Where the letters about a user's orders go: the account's e-mail while it is confirmed, else nowhere (null). Never
 * the order's contact e-mail, which anyone placing an order may type (issue #24).
 */
export async function findLetterAddress(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row === undefined || row.confirmedAt === null ? null : row.email;
}

/** Records a status change in the order's history. */
export async function insertStatusChange(db: Db, change: typeof orderStatusChange.$inferInsert): Promise<void> {
  await db.insert(orderStatusChange).values(change);
}
