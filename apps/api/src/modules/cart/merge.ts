import { ErrorCode } from '@shop/errors';
import { eq, sql } from 'drizzle-orm';
import { MAX_CART_QUANTITY } from '@shop/domain';
import type { Db } from '../../db/database';
import { anonymousUser, cart, cartLine, favorite } from '../../db/schema';
import { queryRows } from '../../db/raw';
import { UUID } from '../identity/identity';

/** What a sign-in merge did: the user's cart afterwards, and the catalogue's "nothing to merge" codes (29, 31). */
export interface MergeOutcome {
  userCartId: string | null;
  codes: ErrorCode[];
}

/**
 * Joins an anonymous visitor's cart and favorites into a user's (SPEC: login and registration): quantities summed
 * per product and cut to 100 000, favorites as a union. The visitor is then deleted, so its ids answer 422.
 *
 * The visitor is found by the anonymous id, else by the id of an anonymous cart (never another user's cart). Its
 * row is locked first: a second sign-in with the same ids waits, then finds the visitor gone and merges nothing,
 * so a quantity is never added twice. Runs inside the caller's sign-in transaction.
 */
export async function mergeAnonymousShopper(
  tx: Db,
  userId: string,
  presented: { anonymousUserId?: string; cartId?: string },
  now: Date,
): Promise<MergeOutcome> {
  const anonymousUserId = await lockAnonymousVisitor(tx, presented);
  const [userCart] = await tx.select({ id: cart.id }).from(cart).where(eq(cart.userId, userId)).limit(1);
  if (anonymousUserId === undefined) {
    return { userCartId: userCart?.id ?? null, codes: userCart === undefined ? [ErrorCode.BothCartsNotFound] : [] };
  }
  const codes: ErrorCode[] = [];

  const [anonymousCart] = await tx
    .select({ id: cart.id })
    .from(cart)
    .where(eq(cart.anonymousUserId, anonymousUserId))
    .limit(1);
  let userCartId = userCart?.id ?? null;
  if (anonymousCart === undefined) {
    if (userCart === undefined) codes.push(ErrorCode.BothCartsNotFound);
  } else {
    if (userCartId === null) {
      const [created] = await tx
        .insert(cart)
        .values({ userId, createdAt: now, updatedAt: now })
        .returning({ id: cart.id });
      userCartId = created?.id ?? null;
    } else {
      await tx.update(cart).set({ updatedAt: now }).where(eq(cart.id, userCartId));
    }
    if (userCartId !== null) {
      await tx.execute(sql`
        insert into ${cartLine} (cart_id, product_id, quantity, added_at)
        select ${userCartId}, l.product_id, l.quantity, l.added_at from ${cartLine} l where l.cart_id = ${anonymousCart.id}
        order by l.product_id
        on conflict (cart_id, product_id) do update set quantity = least(${cartLine}.quantity + excluded.quantity, ${MAX_CART_QUANTITY})`);
    }
  }

  const [anonymousFavorite] = await tx
    .select({ productId: favorite.productId })
    .from(favorite)
    .where(eq(favorite.anonymousUserId, anonymousUserId))
    .limit(1);
  if (anonymousFavorite === undefined) {
    const [own] = await tx
      .select({ productId: favorite.productId })
      .from(favorite)
      .where(eq(favorite.userId, userId))
      .limit(1);
    if (own === undefined) codes.push(ErrorCode.BothFavoritesNotFound);
  } else {
    await tx.execute(sql`
      insert into ${favorite} (user_id, product_id, created_at)
      select ${userId}, f.product_id, f.created_at from ${favorite} f where f.anonymous_user_id = ${anonymousUserId}
      on conflict (user_id, product_id) where user_id is not null do nothing`);
  }

  // Cascades to the anonymous cart, its lines and favorites.
  await tx.delete(anonymousUser).where(eq(anonymousUser.id, anonymousUserId));
  return { userCartId, codes };
}

/** Locks the visitor named by the anonymous id or by its cart's id; undefined when neither names a live one. */
async function lockAnonymousVisitor(
  tx: Db,
  presented: { anonymousUserId?: string; cartId?: string },
): Promise<string | undefined> {
  const byId =
    presented.anonymousUserId !== undefined && UUID.test(presented.anonymousUserId) ? presented.anonymousUserId : null;
  const byCart = presented.cartId !== undefined && UUID.test(presented.cartId) ? presented.cartId : null;
  if (byId === null && byCart === null) return undefined;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select a.id from ${anonymousUser} a
        where a.id = ${byId}::uuid or a.id = (select c.anonymous_user_id from ${cart} c where c.id = ${byCart}::uuid)
        limit 1 for update`,
  );
  return rows[0]?.id;
}
