import {
  SHOWN_STOCK_LIMIT,
  shownStockChange,
  stockAvailability,
  stockSetByHand,
  type CountedStock,
  type ShownStockChange,
} from '@shop/domain';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';
import { orderLine, orders, product, productStock, stockMovement, users } from '../../db/schema';

export type StockRow = typeof productStock.$inferSelect;
export type Availability = (typeof product.$inferSelect)['availability'];

/** The product's stock row (undefined when not counted), locked for the transaction. */
async function lockStockRow(tx: Db, productId: string): Promise<StockRow | undefined> {
  const [stock] = await tx.select().from(productStock).where(eq(productStock.productId, productId)).for('update');
  return stock;
}

/** The product's availability and its stock row (undefined when not counted), the row locked for the transaction. */
export async function lockStock(
  tx: Db,
  productId: string,
): Promise<{ availability: Availability; stock: StockRow | undefined } | undefined> {
  const [found] = await tx
    .select({ availability: product.availability })
    .from(product)
    .where(eq(product.id, productId));
  if (found === undefined) return undefined;
  return { availability: found.availability, stock: await lockStockRow(tx, productId) };
}

/** The product's availability and stock row, unlocked. */
export async function readStock(
  db: Db,
  productId: string,
): Promise<{ availability: Availability; stock: StockRow | undefined } | undefined> {
  const [found] = await db
    .select({ availability: product.availability, stock: productStock })
    .from(product)
    .leftJoin(productStock, eq(productStock.productId, product.id))
    .where(eq(product.id, productId));
  return found === undefined ? undefined : { availability: found.availability, stock: found.stock ?? undefined };
}

/** Writes the whole stock row (made when the product was not counted). */
export async function saveStock(tx: Db, row: StockRow): Promise<void> {
  await tx
    .insert(productStock)
    .values(row)
    .onConflictDoUpdate({
      target: productStock.productId,
      set: {
        onHand: row.onHand,
        reserved: row.reserved,
        backorder: row.backorder,
        leadTimeDays: row.leadTimeDays,
        saleStopped: row.saleStopped,
        shownFree: row.shownFree,
        updatedAt: row.updatedAt,
      },
    });
}

/**
 * The stock as the pages last showed it: the row with its free quantity as `shown_free` kept it (undefined: the row's
 * stock has not been shown yet). Compared with the row as it is now by `shownStockChange` in @shop/domain.
 */
export function shownBefore(row: StockRow): CountedStock | undefined {
  return row.shownFree === null ? undefined : { ...row, onHand: row.shownFree, reserved: 0 };
}

/** Keeps a movement of the stock. */
export async function insertMovement(tx: Db, movement: typeof stockMovement.$inferInsert): Promise<void> {
  await tx.insert(stockMovement).values(movement);
}

/**
 * Sets the product's shown availability; a statement that would change nothing is not sent, as every update of
 * `product` waits for the catalogue's facet lock. True when it changed.
 */
export async function setAvailability(
  tx: Db,
  productId: string,
  from: Availability,
  to: Availability,
  at: Date,
): Promise<boolean> {
  if (from === to) return false;
  await tx
    .update(product)
    .set({ availability: to, updatedAt: at })
    .where(and(eq(product.id, productId), ne(product.availability, to)));
  return true;
}

/**
 * The availability a counted product shows, in SQL over its `product_stock` row `s`: the rule of `stockAvailability`
 * in @shop/domain (a test holds the two equal).
 */
export const derivedAvailabilitySql = sql`(case when s.sale_stopped then 'not_sold'
  when s.on_hand - s.reserved > 0 then 'in_stock' when s.backorder then 'on_order' else 'out_of_stock' end)`;

/**
 * The free quantity as far as any page shows it, in SQL over a `product_stock` row `s`: `shownFreeQuantity` of
 * @shop/domain (a test holds the two equal).
 */
export const shownFreeSql = sql`least(greatest(s.on_hand - s.reserved, 0), ${SHOWN_STOCK_LIMIT + 1}::int)`;

/**
 * Sets the shown availability of the counted products among `productIds` from their rows as they are now (a write
 * that changed their stock has committed); true when one changed.
 */
async function syncAvailability(db: Db, productIds: readonly string[], at: Date): Promise<boolean> {
  if (productIds.length === 0) return false;
  const ids = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // The update alone would take the catalogue's facet lock in every checkout, even with nothing to change.
  const stale = await queryRows<{ id: string }>(
    db,
    sql`select s.product_id as id from ${productStock} s join ${product} p on p.id = s.product_id
        where s.product_id in (${ids}) and p.availability <> ${derivedAvailabilitySql}`,
  );
  if (stale.length === 0) return false;
  const changed = await queryRows<{ id: string }>(
    db,
    sql`update ${product} p set availability = ${derivedAvailabilitySql}, updated_at = ${at.toISOString()}::timestamptz
        from ${productStock} s where s.product_id = p.id and p.id in (${ids}) and p.availability <> ${derivedAvailabilitySql}
        returning p.id`,
  );
  return changed.length > 0;
}

/**
 * After a write that changed the counts of `productIds` has committed (a checkout's reservation, a cancel's release, a
 * completion's write-off): sets their shown availability ({@link syncAvailability}) and their `shown_free` from the
 * rows as they are now, and says whose pages that changed, the widest change among them (decision 013). The rows are
 * locked in product order, as a checkout locks them, so two syncs of one product run one after the other and the
 * later one compares with what the earlier one kept: no change goes unpublished.
 */
export async function syncShownStock(db: Db, productIds: readonly string[], at: Date): Promise<ShownStockChange> {
  if (productIds.length === 0) return 'none';
  const availabilityChanged = await syncAvailability(db, productIds, at);
  const ids = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const changed = await queryRows<{
    before: number | null;
    after: number;
    backorder: boolean;
    lead_time_days: number | null;
    sale_stopped: boolean;
  }>(
    db,
    sql`with target as (
          select s.product_id, s.shown_free as before, ${shownFreeSql} as after
          from ${productStock} s where s.product_id in (${ids}) order by s.product_id for update)
        update ${productStock} s set shown_free = t.after from target t
        where s.product_id = t.product_id and t.before is distinct from t.after
        returning t.before, t.after, s.backorder, s.lead_time_days, s.sale_stopped`,
  );
  let widest: ShownStockChange = availabilityChanged ? 'everyone' : 'none';
  for (const row of changed) {
    if (widest === 'everyone') break;
    const settings = { backorder: row.backorder, leadTimeDays: row.lead_time_days, saleStopped: row.sale_stopped };
    const shown = (free: number): CountedStock => ({ ...settings, onHand: free, reserved: 0 });
    const change = shownStockChange(row.before === null ? undefined : shown(row.before), shown(row.after));
    if (change !== 'none') widest = change;
  }
  return widest;
}

/** A page of the product's movements, newest first, with the order's number and who made each. */
export async function listMovements(db: Db, productId: string, { page, limit }: { page: number; limit: number }) {
  const where = eq(stockMovement.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        movement: stockMovement,
        orderNumber: orders.number,
        user: {
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          companyTitle: users.companyTitle,
        },
      })
      .from(stockMovement)
      .leftJoin(orders, eq(orders.id, stockMovement.orderId))
      .leftJoin(users, eq(users.id, stockMovement.changedBy))
      .where(where)
      .orderBy(desc(stockMovement.createdAt), desc(stockMovement.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(stockMovement).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * What an order's lines hold goes back to the free stock (`release`, a cancelled order) or leaves with the goods
 * (`write_off`, a completed order: off on hand too), with a movement each; the lines then hold nothing. The stock rows
 * are locked in product order, as a checkout locks them. The products whose stock changed come back. A write-off of
 * more than is on hand (goods sold on order that have not arrived) fails on `product_stock_on_hand_check`.
 */
export async function settleReservations(
  tx: Db,
  orderId: string,
  kind: 'release' | 'write_off',
  changedBy: string,
  at: Date,
): Promise<string[]> {
  const when = sql`${at.toISOString()}::timestamptz`;
  // A write-off takes the pieces off on hand too; a release only frees them.
  const shipped = kind === 'write_off' ? 1 : 0;
  const rows = await queryRows<{ product_id: string }>(
    tx,
    sql`with held as (
          select ol.product_id, ol.reserved_quantity as quantity from ${orderLine} ol
          where ol.order_id = ${orderId} and ol.reserved_quantity > 0 and ol.product_id is not null),
        locked as (
          select s.product_id from ${productStock} s where s.product_id in (select product_id from held) order by s.product_id for update),
        changed as (
          update ${productStock} s set reserved = s.reserved - h.quantity, on_hand = s.on_hand - h.quantity * ${shipped}::int, updated_at = ${when}
          from held h join locked k on k.product_id = h.product_id
          where s.product_id = h.product_id
          returning s.product_id, h.quantity, s.on_hand, s.reserved),
        moved as (
          insert into ${stockMovement} (product_id, kind, on_hand_from, on_hand_to, reserved_from, reserved_to, order_id, changed_by, created_at)
          select c.product_id, ${kind}, c.on_hand + c.quantity * ${shipped}::int, c.on_hand, c.reserved + c.quantity, c.reserved,
                 ${orderId}::uuid, ${changedBy}::uuid, ${when}
          from changed c),
        cleared as (
          update ${orderLine} set reserved_quantity = 0 where order_id = ${orderId} and reserved_quantity > 0)
        select product_id from changed`,
  );
  return rows.map((row) => row.product_id);
}

/**
 * The availability an administrator sets by hand on a counted product (the product form) becomes its settings
 * (`stockSetByHand` in @shop/domain). Returns the availability that follows from the count, or undefined for a product that is not counted (its
 * availability is the one set). Locks the stock row for the caller's transaction.
 */
export async function setAvailabilityByHand(
  tx: Db,
  productId: string,
  availability: Availability,
  at: Date,
): Promise<Availability | undefined> {
  const stock = await lockStockRow(tx, productId);
  if (stock === undefined) return undefined;
  const next = { ...stock, ...stockSetByHand(stock, availability), updatedAt: at };
  await saveStock(tx, next);
  return stockAvailability(next);
}
