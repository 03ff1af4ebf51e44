import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';
import {
  cart,
  cartLine,
  orderLine,
  orderNumberCounter,
  orders,
  orderStatusChange,
  siteSettings,
  users,
  type SellerRequisites,
  type StoredCompanyRequisites,
  type StoredOrderContact,
} from '../../db/schema';
import { groupPersonalPriceSql } from '../products/pricing';

export type OrderStatus = (typeof orders.$inferSelect)['status'];
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLine.$inferSelect;

/** A user as an order names them (the contract's UserRef). */
export interface UserRefRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  companyTitle: string | null;
}

const userRefColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  companyTitle: users.companyTitle,
};

// ── checkout ──────────────────────────────────────────────────────────────────────────────────

/**
 * The user's cart id, locked for the rest of the transaction: two checkouts of one cart queue here, and the later
 * one reads the cart after the first emptied it. Undefined: the user has no cart.
 */
export async function lockUserCart(db: Db, userId: string): Promise<string | undefined> {
  const rows = await db.select({ id: cart.id }).from(cart).where(eq(cart.userId, userId)).for('update');
  return rows[0]?.id;
}

/** A cart line with what the order freezes of its product: article, title and the price of the buyer's group. */
export interface CheckoutLine {
  productId: string;
  quantity: number;
  article: string;
  title: string;
  price: string;
  availability: 'in_stock' | 'on_order' | 'not_sold';
  deletedAt: Date | null;
}

/** The cart's lines in the order they were added, priced for `customerGroupId` (null: base prices). */
export async function checkoutLines(db: Db, cartId: string, customerGroupId: string | null): Promise<CheckoutLine[]> {
  const rows = await queryRows<{ product_id: string; quantity: number; article: string; title: string; price: string; availability: CheckoutLine['availability']; deleted_at: string | Date | null }>(
    db,
    sql`select cl.product_id, cl.quantity, p.article, p.title, p.availability, p.deleted_at,
          (${groupPersonalPriceSql(customerGroupId, 'p')})::numeric(12,2)::text as price
        from cart_line cl join product p on p.id = cl.product_id
        where cl.cart_id = ${cartId}
        order by cl.added_at, cl.product_id`,
  );
  return rows.map((r) => ({
    productId: r.product_id,
    quantity: r.quantity,
    article: r.article,
    title: r.title,
    price: r.price,
    availability: r.availability,
    deletedAt: r.deleted_at === null ? null : new Date(r.deleted_at),
  }));
}

/** Empties a cart (the cart row stays, so the browser's `cart_id` keeps naming it). */
export async function emptyCart(db: Db, cartId: string): Promise<void> {
  await db.delete(cartLine).where(eq(cartLine.cartId, cartId));
}

/**
 * The next order number. Taken as the checkout's last step before its inserts: the counter row stays locked until
 * the transaction ends, so numbers are given in commit order and a rolled-back checkout gives its number back.
 */
export async function takeOrderNumber(db: Db): Promise<number> {
  const rows = await db
    .update(orderNumberCounter)
    .set({ lastNumber: sql`${orderNumberCounter.lastNumber} + 1` })
    .where(eq(orderNumberCounter.id, 1))
    .returning({ number: orderNumberCounter.lastNumber });
  const number = rows[0]?.number;
  if (number === undefined) throw new Error('order_number_counter has no row (migration 0012 inserts it)');
  return number;
}

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLine.$inferInsert, 'orderId'>;

/** Writes an order, its lines and the first step of its history (made by its customer). */
export async function insertOrder(db: Db, order: NewOrder, lines: readonly NewOrderLine[]): Promise<string> {
  const [inserted] = await db.insert(orders).values(order).returning({ id: orders.id });
  if (inserted === undefined) throw new Error('insert into orders returned nothing');
  await db.insert(orderLine).values(lines.map((line) => ({ ...line, orderId: inserted.id })));
  await db.insert(orderStatusChange).values({ orderId: inserted.id, fromStatus: null, toStatus: 'created', changedBy: order.userId, createdAt: order.createdAt });
  return inserted.id;
}

/** The user's order made with this idempotency key, if any. */
export async function findByIdempotencyKey(db: Db, userId: string, key: string): Promise<{ id: string; requestHash: string | null } | undefined> {
  const rows = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return rows[0];
}

/** The user's latest order, for the checkout form's starting values. */
export async function findLatestOrder(db: Db, userId: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(1);
  return rows[0];
}

// ── reading orders ────────────────────────────────────────────────────────────────────────────

/** An order with everything its page shows: customer, lines and history. */
export interface OrderWithDetails {
  order: OrderRow;
  customer: UserRefRow;
  lines: OrderLineRow[];
  history: { fromStatus: OrderStatus | null; toStatus: OrderStatus; createdAt: Date; comment: string | null; changedBy: UserRefRow | null }[];
}

const changer = alias(users, 'changer');

/** One order with its customer, lines and history; undefined when there is none. */
export async function findOrder(db: Db, orderId: string): Promise<OrderWithDetails | undefined> {
  const [found] = await db.select({ order: orders, customer: userRefColumns }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId)).limit(1);
  if (found === undefined) return undefined;
  const [lines, history] = await Promise.all([
    db.select().from(orderLine).where(eq(orderLine.orderId, orderId)).orderBy(asc(orderLine.position)),
    db
      .select({
        fromStatus: orderStatusChange.fromStatus,
        toStatus: orderStatusChange.toStatus,
        createdAt: orderStatusChange.createdAt,
        comment: orderStatusChange.comment,
        changedBy: { id: changer.id, email: changer.email, firstName: changer.firstName, lastName: changer.lastName, companyTitle: changer.companyTitle },
      })
      .from(orderStatusChange)
      .leftJoin(changer, eq(changer.id, orderStatusChange.changedBy))
      .where(eq(orderStatusChange.orderId, orderId))
      .orderBy(asc(orderStatusChange.createdAt), asc(orderStatusChange.id)),
  ]);
  return {
    ...found,
    lines,
    history: history.map((h) => ({ ...h, changedBy: h.changedBy?.id == null ? null : (h.changedBy as UserRefRow) })),
  };
}

/** The owner and status of an order, for the permission and transition checks. */
export async function findOrderHead(db: Db, orderId: string): Promise<{ userId: string; status: OrderStatus } | undefined> {
  const rows = await db.select({ userId: orders.userId, status: orders.status }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return rows[0];
}

/** Filters of the order lists. */
export interface OrderFilter {
  userId?: string | undefined;
  status?: OrderStatus | undefined;
  searchQuery?: string | undefined;
  /** Inclusive bounds as instants (the service turns Moscow days into them). */
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
}

/** Numbers are at most this many digits; a longer run of digits is an INN or a phone, searched as text. */
const ORDER_NUMBER_MAX_DIGITS = 9;

function whereOf(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.createdFrom !== undefined) conditions.push(sql`${orders.createdAt} >= ${filter.createdFrom.toISOString()}::timestamptz`);
  if (filter.createdBefore !== undefined) conditions.push(sql`${orders.createdAt} < ${filter.createdBefore.toISOString()}::timestamptz`);
  const query = filter.searchQuery?.trim().toLowerCase();
  if (query) {
    const digits = query.replace(/^№\s*/, '');
    conditions.push(
      /^\d+$/.test(digits) && digits.length <= ORDER_NUMBER_MAX_DIGITS
        ? eq(orders.number, Number(digits))
        : sql`${orders.searchText} like ${`%${escapeLike(query)}%`}`,
    );
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A row of an order list (the contract's OrderSummary before presenting). */
export interface OrderSummaryRow {
  id: string;
  number: number;
  status: OrderStatus;
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
 * page's ids come from an index on (…, created_at, id), then only those rows are read with their customers.
 */
export async function listOrders(db: Db, filter: OrderFilter, page: { page: number; limit: number }): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const where = whereOf(filter);
  const [ids, counted] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from ${orders} ${where === undefined ? sql`` : sql`where ${where}`} limit ${ORDER_LIST_COUNT_CAP}) capped`),
  ]);
  const rows = ids.length === 0 ? [] : await summariesOf(db, ids.map((r) => r.id));
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

async function summariesOf(db: Db, ids: string[]): Promise<OrderSummaryRow[]> {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
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
}

/**
 * The filtered orders, newest first, in keyset batches (each batch one indexed query, whatever its depth), up to
 * `max` rows: the export streams them without holding the whole list.
 */
export async function* exportOrders(db: Db, filter: OrderFilter, max: number, batchSize = 1000): AsyncGenerator<OrderExportSource> {
  let after: { createdAt: Date; id: string } | undefined;
  let left = max;
  while (left > 0) {
    const where = whereOf(filter);
    const keyset = after === undefined ? undefined : sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;
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

/**
 * Applies `changes` to an order still in status `created`, in one conditional statement, so a parallel status
 * change is either seen whole or not at all. False when the order is missing or no longer `created`.
 */
export async function updateCreatedOrder(db: Db, orderId: string, changes: Partial<Pick<OrderRow, 'shippingCost' | 'managerComment' | 'status' | 'statusChangedAt'>>, now: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Records a status change in the order's history. */
export async function insertStatusChange(db: Db, change: typeof orderStatusChange.$inferInsert): Promise<void> {
  await db.insert(orderStatusChange).values(change);
}

// ── settings the orders use ───────────────────────────────────────────────────────────────────

/** What checkout, letters and invoices read from the site settings (defaults when no row is stored). */
export interface OrderSettings {
  freeShippingCost: string;
  seller: SellerRequisites | null;
  vatRate: '20' | '10' | '0' | 'none';
  orderEmail: string | null;
}

export async function findOrderSettings(db: Db): Promise<OrderSettings> {
  const rows = await db
    .select({ freeShippingCost: siteSettings.freeShippingCost, seller: siteSettings.seller, vatRate: siteSettings.vatRate, orderEmail: siteSettings.orderEmail })
    .from(siteSettings)
    .limit(1);
  return rows[0] ?? { freeShippingCost: '0', seller: null, vatRate: '20', orderEmail: null };
}
