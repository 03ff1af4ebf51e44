import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cart, CART_LINE_MAX_QUANTITY, cartLine } from '../../db/schema';
import { ownedBy, ownerColumns, type Owner } from './owner';

/** A cart row without its lines. */
export interface CartRow {
  id: string;
  userId: string | null;
  createdAt: Date;
}

/** A line as stored: product and quantity, in the order the products were first added. */
export interface StoredLine {
  productId: string;
  quantity: number;
}

const cartColumns = { id: cart.id, userId: cart.userId, createdAt: cart.createdAt };

/** The owner's cart, if there is one. */
export async function findCart(db: Db, owner: Owner): Promise<CartRow | undefined> {
  const rows = await db.select(cartColumns).from(cart).where(ownedBy(owner, { userId: cart.userId, anonymousUserId: cart.anonymousUserId })).limit(1);
  return rows[0];
}

/**
 * The owner's cart, created when missing, in one statement: parallel first adds all land on the one row the
 * unique owner index allows (the conflict branch touches `updated_at` so `returning` always yields the row).
 */
export async function upsertCart(db: Db, owner: Owner, now: Date): Promise<CartRow> {
  const target = owner.kind === 'user' ? cart.userId : cart.anonymousUserId;
  const [row] = await db
    .insert(cart)
    .values({ ...ownerColumns(owner), createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target, set: { updatedAt: now } })
    .returning(cartColumns);
  if (row === undefined) throw new Error('upsert of cart returned nothing');
  return row;
}

/**
 * Adds quantities to lines in one statement: a new product becomes a line, an existing line grows, and the sum
 * is cut to the cap inside SQL, so parallel adds never lose an update. Rows are written in product-id order,
 * so two multi-line adds to one cart lock their rows in the same order and cannot deadlock.
 */
export async function addLines(db: Db, cartId: string, lines: readonly StoredLine[], now: Date): Promise<void> {
  if (lines.length === 0) return;
  const sorted = inLockOrder(lines);
  await db
    .insert(cartLine)
    .values(sorted.map((l) => ({ cartId, productId: l.productId, quantity: Math.min(l.quantity, CART_LINE_MAX_QUANTITY), addedAt: now })))
    .onConflictDoUpdate({
      target: [cartLine.cartId, cartLine.productId],
      set: { quantity: sql`least(${cartLine.quantity} + excluded.quantity, ${CART_LINE_MAX_QUANTITY})` },
    });
}

/**
 * Subtracts quantities: a line that would reach 0 or less goes, a larger one shrinks. Each is one conditional
 * statement on the row, so a parallel add or remove is either seen whole or not at all.
 */
export async function removeLines(db: Db, cartId: string, lines: readonly StoredLine[]): Promise<void> {
  const sorted = inLockOrder(lines);
  for (const { productId, quantity } of sorted) {
    const line = and(eq(cartLine.cartId, cartId), eq(cartLine.productId, productId));
    await db.delete(cartLine).where(and(line, sql`${cartLine.quantity} <= ${quantity}`));
    await db
      .update(cartLine)
      .set({ quantity: sql`${cartLine.quantity} - ${quantity}` })
      .where(and(line, sql`${cartLine.quantity} > ${quantity}`));
  }
}

/**
 * Marks the cart changed. Called first in a change's transaction, it takes the cart row's lock before any line's
 * (as `upsertCart` does for adds), so changes of one cart queue up instead of deadlocking.
 */
export async function touchCart(db: Db, cartId: string, now: Date): Promise<void> {
  await db.update(cart).set({ updatedAt: now }).where(eq(cart.id, cartId));
}

/** The lines of a cart, in the order the products were first added. */
export async function findLines(db: Db, cartId: string): Promise<StoredLine[]> {
  return db
    .select({ productId: cartLine.productId, quantity: cartLine.quantity })
    .from(cartLine)
    .where(eq(cartLine.cartId, cartId))
    .orderBy(asc(cartLine.addedAt), asc(cartLine.productId));
}

/** Lines in product-id order: the order every change of several lines writes (and locks) them in. */
function inLockOrder(lines: readonly StoredLine[]): StoredLine[] {
  return [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}
