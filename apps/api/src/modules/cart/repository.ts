import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_CART_QUANTITY } from '@shop/domain';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';
import { anonymousUser, cart, cartLine, product } from '../../db/schema';
import { cardSelection, parseCardRow, type CardRow } from '../product-cards/card-rows';
import { groupPersonalPriceSql } from '../product-cards/pricing';
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
  const rows = await db
    .select(cartColumns)
    .from(cart)
    .where(ownedBy(owner, { userId: cart.userId, anonymousUserId: cart.anonymousUserId }))
    .limit(1);
  return rows[0];
}

/** A line as the reply shows it: the quantity and the product's card at the owner's prices. */
export interface LineWithCard extends CardRow {
  quantity: number;
}

const ownerOfCart = (owner: Owner) => ownedBy(owner, { userId: cart.userId, anonymousUserId: cart.anonymousUserId });

/**
 * The read of a cart with its lines and their cards, as one prepared statement per kind of owner: `$owner` is the
 * user or visitor id, `$group` the customer group whose prices apply (null: base prices). Prepared, because the
 * card's sub-selects cost PostgreSQL more to plan than to run, and this is the read every page load makes.
 */
function prepareCartRead(db: Db, kind: Owner['kind']) {
  const ownerColumn = kind === 'user' ? cart.userId : cart.anonymousUserId;
  return db
    .select({
      cartId: cart.id,
      cartUserId: cart.userId,
      cartCreatedAt: cart.createdAt,
      quantity: cartLine.quantity,
      ...cardSelection(groupPersonalPriceSql(sql.placeholder('group'), '"product"')),
    })
    .from(cart)
    .leftJoin(cartLine, eq(cartLine.cartId, cart.id))
    .leftJoin(product, eq(product.id, cartLine.productId))
    .where(eq(ownerColumn, sql.placeholder('owner')))
    .orderBy(asc(cartLine.addedAt), asc(cartLine.productId))
    .prepare(`cart_read_${kind}`);
}

const cartReads = new WeakMap<Db, Record<Owner['kind'], ReturnType<typeof prepareCartRead>>>();

/** The owner's cart and its lines with their cards, in the order the products were first added; undefined: no cart. */
export async function findCartWithLines(
  db: Db,
  owner: Owner,
  customerGroupId: string | null,
): Promise<{ row: CartRow; lines: LineWithCard[] } | undefined> {
  let reads = cartReads.get(db);
  if (reads === undefined) {
    reads = { user: prepareCartRead(db, 'user'), anonymous: prepareCartRead(db, 'anonymous') };
    cartReads.set(db, reads);
  }
  const rows = await reads[owner.kind].execute({
    owner: owner.kind === 'user' ? owner.userId : owner.anonymousUserId,
    group: customerGroupId,
  });
  const first = rows[0];
  if (first === undefined) return undefined;
  const row: CartRow = { id: first.cartId, userId: first.cartUserId, createdAt: first.cartCreatedAt };
  // A cart without lines comes back as one row of nulls beside the cart's columns (the left joins).
  const lines = rows.flatMap(({ cartId: _c, cartUserId: _u, cartCreatedAt: _a, quantity, ...card }) =>
    quantity === null || card.id === null
      ? []
      : [{ ...parseCardRow(card as Omit<LineWithCard, 'quantity'>), quantity }],
  );
  return { row, lines };
}

/** What an add did: the cart it wrote to (null: none, see {@link addToCart}), or that a product was refused. */
export type AddOutcome = { refused: true } | { refused: false; cartId: string | null };

/**
 * Adds quantities in one statement, so the cart's locks are held for one statement and parallel adds never lose
 * an update: a new product becomes a line, an existing line grows, and the sum is cut to the cap inside SQL. An
 * anonymous owner is marked active in the same statement.
 *
 * Nothing is written when a product is unknown, deleted or not sold (`refused`; the caller then says which). With
 * no cart id presented, the owner's cart is created when missing (parallel first adds all land on the row the
 * unique owner index allows). With one, the lines go into that cart only if it is the owner's; otherwise nothing
 * is written and `cartId` is null (the caller answers 422). Rows are written in product-id order, so two adds of
 * several lines lock them in the same order and cannot deadlock.
 */
export async function addToCart(
  db: Db,
  owner: Owner,
  presentedCartId: string | undefined,
  lines: readonly StoredLine[],
  now: Date,
): Promise<AddOutcome> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const values = sql.join(
    inLockOrder(lines).map((l) => sql`(${l.productId}::uuid, ${Math.min(l.quantity, MAX_CART_QUANTITY)}::int)`),
    sql`, `,
  );
  const allowed = sql`(select n from refused) = 0`;
  const touch =
    owner.kind === 'anonymous'
      ? sql`touched as (update ${anonymousUser} set touched_at = ${at} where id = ${owner.anonymousUserId} and ${allowed}),`
      : sql``;
  const { userId, anonymousUserId } = ownerColumns(owner);
  const target = owner.kind === 'user' ? sql`(user_id)` : sql`(anonymous_user_id)`;
  const theCart =
    presentedCartId === undefined
      ? sql`insert into ${cart} (user_id, anonymous_user_id, created_at, updated_at)
              select ${userId}::uuid, ${anonymousUserId}::uuid, ${at}, ${at} where ${allowed}
            on conflict ${target} do update set updated_at = excluded.updated_at returning id`
      : sql`select id from ${cart} where id = ${presentedCartId}::uuid and ${ownerOfCart(owner)} and ${allowed}`;
  const [result] = await queryRows<{ refused: number; cart_id: string | null }>(
    db,
    sql`with v(product_id, quantity) as (values ${values}),
        refused as (
          select count(*)::int as n from v left join ${product} p on p.id = v.product_id
          where p.id is null or p.deleted_at is not null or p.availability in ('not_sold', 'out_of_stock')),
        ${touch}
        the_cart as (${theCart}),
        inserted as (
          insert into ${cartLine} (cart_id, product_id, quantity, added_at)
          select the_cart.id, v.product_id, v.quantity, ${at} from the_cart cross join v
          order by v.product_id
          on conflict (cart_id, product_id) do update set quantity = least(${cartLine}.quantity + excluded.quantity, ${MAX_CART_QUANTITY})
          returning cart_id)
        select (select n from refused) as refused, (select cart_id from inserted limit 1) as cart_id`,
  );
  if (result === undefined || result.refused > 0) return { refused: true };
  return { refused: false, cartId: result.cart_id };
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
 * (as `addToCart` does), so changes of one cart queue up instead of deadlocking.
 */
export async function touchCart(db: Db, cartId: string, now: Date): Promise<void> {
  await db.update(cart).set({ updatedAt: now }).where(eq(cart.id, cartId));
}

/** Lines in product-id order: the order every change of several lines writes (and locks) them in. */
function inLockOrder(lines: readonly StoredLine[]): StoredLine[] {
  return [...lines].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}
