import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders, product, productStock, stockMovement, users } from '../../db/schema';

export type StockRow = typeof productStock.$inferSelect;
export type MovementKind = (typeof stockMovement.$inferInsert)['kind'];
export type Availability = (typeof product.$inferSelect)['availability'];

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
  const [stock] = await tx.select().from(productStock).where(eq(productStock.productId, productId)).for('update');
  return { availability: found.availability, stock };
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
        updatedAt: row.updatedAt,
      },
    });
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
