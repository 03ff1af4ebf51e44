import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@shop/domain';
import type { Db } from '../../db/database';
import { anonymousUser } from '../../db/schema';
import { setCartCookie } from '../identity/cookies';
import type { Identity } from '../identity/identity';
import type { UserRow } from '../identity/user';

/**
 * Whose cart or favorites a call is about: a signed-in user, or an anonymous visitor. `user` is kept for the
 * user's prices; an anonymous visitor always sees base prices.
 */
export type Owner = { kind: 'user'; userId: string; user: UserRow } | { kind: 'anonymous'; anonymousUserId: string };

/** Header of the cart id (the cookie `cart_id` carries the same). */
export const CART_ID_HEADER = 'x-cart-id';

/** The cart id the request presents (header first, then cookie); undefined when none. */
export function presentedCartId(req: FastifyRequest): string | undefined {
  const header = req.headers[CART_ID_HEADER];
  const value = (Array.isArray(header) ? header[0] : header) ?? req.cookies[COOKIE_NAMES.cartId];
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** Sets the `cart_id` cookie to `cartId` unless the request already carries it. */
export function rememberCartId(
  req: FastifyRequest,
  reply: FastifyReply,
  cartId: string,
  config: Parameters<typeof setCartCookie>[2],
): void {
  if (req.cookies[COOKIE_NAMES.cartId] !== cartId) setCartCookie(reply, cartId, config);
}

/** Code 25 (HTTP 422): the client forgets its anonymous and cart ids and, on an add, tries once more (SPEC 7). */
export function unknownShopper(): AppError {
  return new AppError(ErrorCode.UserIdentificationNotPossible, {
    message: ru.apiErrors.cartNotFoundOrMerged,
  });
}

/**
 * The owner of the request's cart and favorites. Without any identity: null, or with `issue` a new anonymous
 * visitor (and its cookie). A presented anonymous id that is malformed or unknown answers 422; so does a cart
 * id presented with no identity at all, since no cart can belong to nobody.
 */
export async function resolveOwner(
  identity: Identity,
  req: FastifyRequest,
  reply: FastifyReply,
  options: { issue: true },
): Promise<Owner>;
export async function resolveOwner(
  identity: Identity,
  req: FastifyRequest,
  reply: FastifyReply,
  options: { issue: false },
): Promise<Owner | null>;
export async function resolveOwner(
  identity: Identity,
  req: FastifyRequest,
  reply: FastifyReply,
  options: { issue: boolean },
): Promise<Owner | null> {
  const caller = await identity.identify(req, reply, { issue: false });
  if (caller.kind === 'user') return { kind: 'user', userId: caller.user.id, user: caller.user };
  if (caller.kind === 'guest') return { kind: 'anonymous', anonymousUserId: caller.anonymousUserId };
  if (presentedCartId(req) !== undefined) throw unknownShopper();
  if (!options.issue) return null;
  const issued = await identity.identify(req, reply, { issue: true });
  if (issued.kind !== 'guest') throw new Error('identify with issue returned no anonymous visitor');
  return { kind: 'anonymous', anonymousUserId: issued.anonymousUserId };
}

/** SQL condition "this row belongs to the owner", for tables with `user_id` and `anonymous_user_id` columns. */
export function ownedBy(owner: Owner, columns: { userId: AnyPgColumn; anonymousUserId: AnyPgColumn }): SQL {
  return owner.kind === 'user'
    ? sql`${columns.userId} = ${owner.userId}`
    : sql`${columns.anonymousUserId} = ${owner.anonymousUserId}`;
}

/** The owner columns of a new row. */
export function ownerColumns(owner: Owner): { userId: string | null; anonymousUserId: string | null } {
  return owner.kind === 'user'
    ? { userId: owner.userId, anonymousUserId: null }
    : { userId: null, anonymousUserId: owner.anonymousUserId };
}

/** Keeps an anonymous visitor alive: the cleanup job deletes visitors untouched for the configured days. */
export async function touchOwner(db: Db, owner: Owner, now: Date): Promise<void> {
  if (owner.kind === 'anonymous')
    await db.update(anonymousUser).set({ touchedAt: now }).where(eq(anonymousUser.id, owner.anonymousUserId));
}
