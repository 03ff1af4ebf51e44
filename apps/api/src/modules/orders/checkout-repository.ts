import { DEFAULT_VAT_RATE, type StockAvailability, type StockCount, type VatRate } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jsonColumn, queryRows } from '../../db/raw';
import {
  cart,
  cartLine,
  orderLine,
  orderNumberCounter,
  orders,
  orderStatusChange,
  product,
  productStock,
  stockMovement,
} from '../../db/schema';
import { groupPersonalPriceSql } from '../product-cards/pricing';
import { settingSql } from '../site-settings/reader';

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
  availability: StockAvailability;
  deleted: boolean;
  /** The product's counted stock as read; null when it is not counted. */
  stock: StockCount | null;
}

/** What a checkout reads: a retried key's order, the cart and its lines, and the settings it uses. */
export interface CheckoutRead {
  earlier: { id: string; requestHash: string | null } | null;
  cartId: string | null;
  lines: CheckoutLine[];
  freeShippingCost: string;
  /** The shop's НДС rate now, which the order keeps. */
  vatRate: VatRate;
  orderEmail: string | null;
}

/**
 * One statement: the user's order with this idempotency key, the user's cart with its lines in the order they were
 * added priced for `customerGroupId` (null: base prices), the free-shipping cost and the shop's order address.
 */
export async function readCheckout(
  db: Db,
  userId: string,
  idempotencyKey: string | undefined,
  customerGroupId: string | null,
): Promise<CheckoutRead> {
  const earlier =
    idempotencyKey === undefined
      ? sql`null::json`
      : sql`(select json_build_object('id', o.id, 'requestHash', o.request_hash) from ${orders} o where o.user_id = ${userId} and o.idempotency_key = ${idempotencyKey})`;
  const [row] = await queryRows<{
    earlier: CheckoutRead['earlier'] | string;
    cart_id: string | null;
    lines: CheckoutLine[] | string;
    free_shipping_cost: string | null;
    vat_rate: VatRate | null;
    order_email: string | null;
  }>(
    db,
    sql`with c as (select id from ${cart} where user_id = ${userId})
        select ${earlier} as earlier,
          (select id from c) as cart_id,
          coalesce((select json_agg(json_build_object('productId', cl.product_id, 'quantity', cl.quantity, 'article', p.article, 'title', p.title,
                'availability', p.availability, 'deleted', p.deleted_at is not null,
                'stock', (select json_build_object('onHand', s.on_hand, 'reserved', s.reserved, 'backorder', s.backorder, 'saleStopped', s.sale_stopped)
                          from ${productStock} s where s.product_id = p.id),
                'price', (${groupPersonalPriceSql(customerGroupId, 'p')})::numeric(12,2)::text) order by cl.added_at, cl.product_id)
              from c join ${cartLine} cl on cl.cart_id = c.id join ${product} p on p.id = cl.product_id), '[]'::json) as lines,
          ${settingSql('freeShippingCost')} as free_shipping_cost,
          ${settingSql('vatRate')} as vat_rate,
          ${settingSql('orderEmail')} as order_email`,
  );
  return {
    earlier: row === undefined ? null : jsonColumn(row.earlier),
    cartId: row?.cart_id ?? null,
    lines: row === undefined ? [] : jsonColumn(row.lines),
    freeShippingCost: row?.free_shipping_cost ?? '0',
    vatRate: row?.vat_rate ?? DEFAULT_VAT_RATE,
    orderEmail: row?.order_email ?? null,
  };
}

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'status' | 'managerComment'> & {
  createdAt: Date;
};
export type NewOrderLine = Omit<typeof orderLine.$inferInsert, 'orderId'>;

/** The text of the error {@link writeOrder} fails with when the cart no longer holds the lines that were read. */
const CART_CHANGED = 'checkout: the cart changed';

/** The text of the error {@link writeOrder} fails with when a counted product no longer has what a line needs. */
const STOCK_CHANGED = 'checkout: the stock changed';

function failedWith(err: unknown, text: string): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (e.message.includes(text)) return true;
  return false;
}

/** True for the failure of {@link writeOrder} that means "read the cart again". */
export function isCartChanged(err: unknown): boolean {
  return failedWith(err, CART_CHANGED);
}

/** True for the failure of {@link writeOrder} that means "read the stock again": another order took what was free. */
export function isStockChanged(err: unknown): boolean {
  return failedWith(err, STOCK_CHANGED);
}

/**
 * The checkout's one write (see the note above): removes the lines from the cart, reserves what they take of counted
 * stock, takes the next order number and writes the order, its lines (with what each holds), the reservations'
 * movements and the first step of its history (made by its customer). Fails with {@link isCartChanged} when a line
 * that was read is gone or has another quantity, with {@link isStockChanged} when a counted product no longer has the
 * pieces free (unless it is sold on order), and with the idempotency index's unique violation when a retry of the
 * same key got there first; nothing is written then. The stock rows are locked in product order, so two checkouts of
 * the same products never wait on each other in a circle.
 */
export async function writeOrder(
  db: Db,
  cartId: string,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<{ id: string; number: number; reserved: { productId: string; quantity: number }[] }> {
  const at = sql`${order.createdAt.toISOString()}::timestamptz`;
  const json = (value: unknown) =>
    value === null || value === undefined ? sql`null::jsonb` : sql`${JSON.stringify(value)}::jsonb`;
  const lineValues = sql.join(
    lines.map(
      (l) =>
        sql`(${l.position}::int, ${l.productId}::uuid, ${l.article}::text, ${l.title}::text, ${l.price}::numeric, ${l.quantity}::int, ${l.total}::numeric)`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<{
    id: string;
    number: number;
    reserved: { productId: string; quantity: number }[] | string;
  }>(
    db,
    sql`with v(position, product_id, article, title, price, quantity, total) as (values ${lineValues}),
        emptied as (
          delete from ${cartLine} cl using v where cl.cart_id = ${cartId} and cl.product_id = v.product_id and cl.quantity = v.quantity
          returning cl.product_id),
        locked as (
          select s.product_id from ${productStock} s where s.product_id in (select product_id from v) order by s.product_id for update),
        -- After the lock the row is the latest one: the guard sees what other orders took.
        reserved as (
          update ${productStock} s set reserved = s.reserved + v.quantity, updated_at = ${at}
          from v join locked k on k.product_id = v.product_id
          where s.product_id = v.product_id and not s.sale_stopped and (s.backorder or s.on_hand - s.reserved >= v.quantity)
          returning s.product_id, v.quantity, s.on_hand, s.reserved),
        -- Every line that was read, still there, and every counted one reserved: else the statement fails whole (the
        -- text is built from the counts at run time, so the planner cannot fold the failing cast in advance).
        checked as (
          select case
            when (select count(*) from emptied) <> ${lines.length} then (${CART_CHANGED + ': '}::text || (select count(*) from emptied))::int
            when (select count(*) from reserved) <> (select count(*) from locked) then (${STOCK_CHANGED + ': '}::text || (select count(*) from reserved))::int
            else 1 end as ok),
        n as (
          update ${orderNumberCounter} set last_number = last_number + 1 where id = 1 and (select ok from checked) = 1 returning last_number),
        o as (
          insert into ${orders} (number, user_id, payer_type, company, contact, delivery_method, delivery_address, transport_company, comment,
                                 items_total, shipping_cost, vat_rate, line_count, search_text, idempotency_key, request_hash, created_at, updated_at, status_changed_at)
          select n.last_number, ${order.userId}::uuid, ${order.payerType}, ${json(order.company)}, ${json(order.contact)}, ${order.deliveryMethod},
                 ${order.deliveryAddress ?? null}, ${order.transportCompany ?? null}, ${order.comment ?? null}, ${order.itemsTotal}::numeric,
                 ${order.shippingCost ?? null}::numeric, ${order.vatRate}, ${order.lineCount}::int, ${order.searchText}, ${order.idempotencyKey ?? null}, ${order.requestHash ?? null},
                 ${at}, ${at}, ${at}
          from n
          returning id, number),
        l as (
          insert into ${orderLine} (order_id, position, product_id, article, title, price, quantity, total, reserved_quantity)
          select o.id, v.position, v.product_id, v.article, v.title, v.price, v.quantity, v.total, coalesce(r.quantity, 0)
          from o cross join v left join reserved r on r.product_id = v.product_id),
        m as (
          insert into ${stockMovement} (product_id, kind, on_hand_from, on_hand_to, reserved_from, reserved_to, order_id, changed_by, created_at)
          select r.product_id, 'reserve', r.on_hand, r.on_hand, r.reserved - r.quantity, r.reserved, o.id, ${order.userId}::uuid, ${at}
          from o cross join reserved r),
        h as (
          insert into ${orderStatusChange} (order_id, from_status, to_status, changed_by, created_at)
          select o.id, null, 'created', ${order.userId}::uuid, ${at} from o)
        select o.id, o.number, coalesce((select json_agg(json_build_object('productId', r.product_id, 'quantity', r.quantity)) from reserved r), '[]'::json) as reserved
        from o`,
  );
  if (row === undefined) throw new Error('order_number_counter has no row (migration 0012 inserts it)');
  return { id: row.id, number: row.number, reserved: jsonColumn(row.reserved) };
}
