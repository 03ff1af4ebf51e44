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
  product,
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
//
// A checkout is two statements and no explicit transaction. The first reads; the second writes everything at once:
// it deletes exactly the lines that were read, and only if all of them were still there does it take the next number
// and insert the order, its lines and its history; otherwise it fails whole. A single statement is atomic, and the
// order-number counter's row lock lasts only while it runs inside PostgreSQL (no round trip to Node holds it), so
// numbers stay gapless and increasing in commit order while checkouts queue on the lock for a millisecond, not for
// a network round trip each. Two checkouts of one cart both read its lines, but the later write finds them deleted
// and fails: the caller reads again and answers 15 (or the order of a retried Idempotency-Key).

/** A cart line with what the order freezes of its product: article, title and the price of the buyer's group. */
export interface CheckoutLine {
  productId: string;
  quantity: number;
  article: string;
  title: string;
  price: string;
  availability: 'in_stock' | 'on_order' | 'not_sold';
  deleted: boolean;
}

/** What a checkout reads: a retried key's order, the cart and its lines, and the settings it uses. */
export interface CheckoutRead {
  earlier: { id: string; requestHash: string | null } | null;
  cartId: string | null;
  lines: CheckoutLine[];
  freeShippingCost: string;
  orderEmail: string | null;
}

/**
 * One statement: the user's order with this idempotency key, the user's cart with its lines in the order they were
 * added priced for `customerGroupId` (null: base prices), the free-shipping cost and the shop's order address.
 */
export async function readCheckout(db: Db, userId: string, idempotencyKey: string | undefined, customerGroupId: string | null): Promise<CheckoutRead> {
  const earlier =
    idempotencyKey === undefined
      ? sql`null::json`
      : sql`(select json_build_object('id', o.id, 'requestHash', o.request_hash) from ${orders} o where o.user_id = ${userId} and o.idempotency_key = ${idempotencyKey})`;
  const [row] = await queryRows<{ earlier: CheckoutRead['earlier'] | string; cart_id: string | null; lines: CheckoutLine[] | string; free_shipping_cost: string | null; order_email: string | null }>(
    db,
    sql`with c as (select id from ${cart} where user_id = ${userId})
        select ${earlier} as earlier,
          (select id from c) as cart_id,
          coalesce((select json_agg(json_build_object('productId', cl.product_id, 'quantity', cl.quantity, 'article', p.article, 'title', p.title,
                'availability', p.availability, 'deleted', p.deleted_at is not null,
                'price', (${groupPersonalPriceSql(customerGroupId, 'p')})::numeric(12,2)::text) order by cl.added_at, cl.product_id)
              from c join ${cartLine} cl on cl.cart_id = c.id join ${product} p on p.id = cl.product_id), '[]'::json) as lines,
          (select free_shipping_cost::text from ${siteSettings} where id = 1) as free_shipping_cost,
          (select order_email from ${siteSettings} where id = 1) as order_email`,
  );
  // JSON arrives parsed from node-postgres and PGlite alike; a string is parsed defensively.
  const parsed = <T>(value: T | string | undefined): T | undefined => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    earlier: parsed(row?.earlier) ?? null,
    cartId: row?.cart_id ?? null,
    lines: parsed(row?.lines) ?? [],
    freeShippingCost: row?.free_shipping_cost ?? '0',
    orderEmail: row?.order_email ?? null,
  };
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'status' | 'managerComment'> & { createdAt: Date };
export type NewOrderLine = Omit<typeof orderLine.$inferInsert, 'orderId'>;

/** The text of the error {@link writeOrder} fails with when the cart no longer holds the lines that were read. */
const CART_CHANGED = 'checkout: the cart changed';

/** True for the failure of {@link writeOrder} that means "read the cart again". */
export function isCartChanged(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) if (e.message.includes(CART_CHANGED)) return true;
  return false;
}

/**
 * The checkout's one write (see the note above): removes the lines from the cart, takes the next order number and
 * writes the order, its lines and the first step of its history (made by its customer). Fails with
 * {@link isCartChanged} when a line that was read is gone or has another quantity, and with the idempotency index's
 * unique violation when a retry of the same key got there first; nothing is written then.
 */
export async function writeOrder(db: Db, cartId: string, order: NewOrder, lines: readonly NewOrderLine[]): Promise<{ id: string; number: number }> {
  const at = sql`${order.createdAt.toISOString()}::timestamptz`;
  const json = (value: unknown) => (value === null || value === undefined ? sql`null::jsonb` : sql`${JSON.stringify(value)}::jsonb`);
  const lineValues = sql.join(
    lines.map((l) => sql`(${l.position}::int, ${l.productId}::uuid, ${l.article}::text, ${l.title}::text, ${l.price}::numeric, ${l.quantity}::int, ${l.total}::numeric)`),
    sql`, `,
  );
  const [row] = await queryRows<{ id: string; number: number }>(
    db,
    sql`with v(position, product_id, article, title, price, quantity, total) as (values ${lineValues}),
        emptied as (
          delete from ${cartLine} cl using v where cl.cart_id = ${cartId} and cl.product_id = v.product_id and cl.quantity = v.quantity
          returning cl.product_id),
        -- Every line that was read, still there: else the statement fails whole (the text is built from the count at
        -- run time, so the planner cannot fold the failing cast in advance).
        checked as (
          select case when count(*) = ${lines.length} then 1 else (${CART_CHANGED + ': '}::text || count(*))::int end as ok from emptied),
        n as (
          update ${orderNumberCounter} set last_number = last_number + 1 where id = 1 and (select ok from checked) = 1 returning last_number),
        o as (
          insert into ${orders} (number, user_id, payer_type, company, contact, delivery_method, delivery_address, transport_company, comment,
                                 items_total, shipping_cost, line_count, search_text, idempotency_key, request_hash, created_at, updated_at, status_changed_at)
          select n.last_number, ${order.userId}::uuid, ${order.payerType}, ${json(order.company)}, ${json(order.contact)}, ${order.deliveryMethod},
                 ${order.deliveryAddress ?? null}, ${order.transportCompany ?? null}, ${order.comment ?? null}, ${order.itemsTotal}::numeric,
                 ${order.shippingCost ?? null}::numeric, ${order.lineCount}::int, ${order.searchText}, ${order.idempotencyKey ?? null}, ${order.requestHash ?? null},
                 ${at}, ${at}, ${at}
          from n
          returning id, number),
        l as (
          insert into ${orderLine} (order_id, position, product_id, article, title, price, quantity, total)
          select o.id, v.position, v.product_id, v.article, v.title, v.price, v.quantity, v.total from o cross join v),
        h as (
          insert into ${orderStatusChange} (order_id, from_status, to_status, changed_by, created_at)
          select o.id, null, 'created', ${order.userId}::uuid, ${at} from o)
        select id, number from o`,
  );
  if (row === undefined) throw new Error('order_number_counter has no row (migration 0012 inserts it)');
  return row;
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

/** The filter as SQL, and whether it searches text (the trigram index) rather than walking the lists' indexes. */
function whereOf(filter: OrderFilter): { where: SQL | undefined; textSearch: boolean } {
  const conditions: SQL[] = [];
  let textSearch = false;
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.createdFrom !== undefined) conditions.push(sql`${orders.createdAt} >= ${filter.createdFrom.toISOString()}::timestamptz`);
  if (filter.createdBefore !== undefined) conditions.push(sql`${orders.createdAt} < ${filter.createdBefore.toISOString()}::timestamptz`);
  const query = filter.searchQuery?.trim().toLowerCase();
  if (query) {
    const digits = query.replace(/^№\s*/, '');
    if (/^\d+$/.test(digits) && digits.length <= ORDER_NUMBER_MAX_DIGITS) conditions.push(eq(orders.number, Number(digits)));
    else {
      conditions.push(sql`${orders.searchText} like ${`%${escapeLike(query)}%`}`);
      textSearch = true;
    }
  }
  return { where: conditions.length === 0 ? undefined : and(...conditions), textSearch };
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
 * page's ids are found first, then only those rows are read with their customers.
 */
export async function listOrders(db: Db, filter: OrderFilter, page: { page: number; limit: number }): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const { where, textSearch } = whereOf(filter);
  const found = (textSearch ? await pageOfFewMatches(db, where, page) : undefined) ?? (await pageByDate(db, where, page));
  const rows = found.ids.length === 0 ? [] : await summariesOf(db, found.ids);
  return { rows, total: found.total };
}

/**
 * The page through the newest-first indexes (…, created_at, id), beside a count capped at the cap. Right for
 * filters that many orders pass: the walk stops after one page.
 */
async function pageByDate(db: Db, where: SQL | undefined, page: { page: number; limit: number }): Promise<{ ids: string[]; total: number }> {
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
  return { ids: ids.map((r) => r.id), total: Number(counted[0]?.n ?? 0) };
}

/**
 * A text search's page when it matches fewer orders than the cap: the matches come from the trigram index (fenced
 * off as a materialized CTE, so the planner cannot trade it for a walk of the date index that filters row by row,
 * which costs a whole-table scan for a rare ИНН), then are counted, sorted and paged in the same statement. Undefined
 * when the term matches more than the cap: then the date walk finds a page soonest.
 */
async function pageOfFewMatches(db: Db, where: SQL | undefined, page: { page: number; limit: number }): Promise<{ ids: string[]; total: number } | undefined> {
  const [result] = await queryRows<{ total: number; ids: string[] | string }>(
    db,
    sql`with m as materialized (select id, created_at from ${orders} where ${where} limit ${ORDER_LIST_COUNT_CAP + 1})
        select (select count(*)::int from m) as total,
               coalesce((select json_agg(p.id order by p.created_at desc, p.id desc) from
                 (select id, created_at from m order by created_at desc, id desc limit ${page.limit} offset ${(page.page - 1) * page.limit}) p), '[]'::json) as ids`,
  );
  if (result === undefined || result.total > ORDER_LIST_COUNT_CAP) return undefined;
  // JSON arrives parsed from node-postgres and PGlite alike; a string is parsed defensively.
  const ids = typeof result.ids === 'string' ? (JSON.parse(result.ids) as string[]) : result.ids;
  return { ids, total: result.total };
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
    const { where } = whereOf(filter);
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
