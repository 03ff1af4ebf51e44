import { isPurchasableAvailability, type StockAvailability } from '@shop/domain';
import { AppError, ErrorCode } from '@shop/errors';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerGroup } from '../../db/schema';
import type { UserRow } from '../identity/user';
import type { ListingCache } from './listing-cache';

/** Whose prices a reply shows: a customer group (its prices, else its discount off the base price) or base prices. */
export interface Pricing {
  customerGroupId: string | null;
  /** Exact decimal percent, '0' without a group. */
  discountPercent: string;
}

/** Base prices: guests, anonymous visitors, admins and customers without a group. */
export const BASE_PRICING: Pricing = { customerGroupId: null, discountPercent: '0' };

/** The pricing of a caller: the customer group of a signed-in customer, else base prices. */
export async function pricingFor(db: Db, user: Pick<UserRow, 'role' | 'customerGroupId'> | null): Promise<Pricing> {
  if (user === null || user.role !== 'customer' || user.customerGroupId === null) return BASE_PRICING;
  const rows = await db
    .select({ discountPercent: customerGroup.discountPercent })
    .from(customerGroup)
    .where(eq(customerGroup.id, user.customerGroupId))
    .limit(1);
  const group = rows[0];
  return group === undefined
    ? BASE_PRICING
    : { customerGroupId: user.customerGroupId, discountPercent: group.discountPercent };
}

/**
 * {@link pricingFor} with the group's discount kept in `cache`: every catalogue write clears it, a group's discount
 * among them, so a listing or a search for a group customer makes no round trip for it.
 */
export function cachedPricingFor(
  db: Db,
  cache: ListingCache,
  user: Pick<UserRow, 'role' | 'customerGroupId'> | null,
): Promise<Pricing> {
  const group = priceGroupOf(user);
  if (group === null) return Promise.resolve(BASE_PRICING);
  return cache.getOrCompute(`pricing:${group}`, () => pricingFor(db, user));
}

/**
 * SQL of a product's personal price for `productAlias` (a `product` row alias): the group price when the
 * group has one, else the base price less the group's discount, rounded to kopecks — numeric, never float.
 */
export function personalPriceSql(pricing: Pricing, productAlias = 'p'): SQL {
  const p = sql.raw(productAlias);
  if (pricing.customerGroupId === null) return sql`${p}.base_price`;
  return sql`coalesce(
    (select gp.price from customer_group_price gp where gp.customer_group_id = ${pricing.customerGroupId} and gp.product_id = ${p}.id),
    round(${p}.base_price * (100 - ${pricing.discountPercent}::numeric) / 100, 2))`;
}

/**
 * As {@link personalPriceSql} for a customer group known by id only: the group's discount is read inside the same
 * statement, which saves the round trip of {@link pricingFor} on calls that are one statement otherwise (the cart).
 * A group that no longer exists prices at the base price, as `pricingFor` does; so does a placeholder bound to null,
 * which lets one prepared statement serve every group.
 */
export function groupPersonalPriceSql(customerGroupId: string | Placeholder | null, productAlias = 'p'): SQL {
  const p = sql.raw(productAlias);
  if (customerGroupId === null) return sql`${p}.base_price`;
  return sql`coalesce(
    (select gp.price from customer_group_price gp where gp.customer_group_id = ${customerGroupId} and gp.product_id = ${p}.id),
    (select round(${p}.base_price * (100 - g.discount_percent) / 100, 2) from customer_group g where g.id = ${customerGroupId}),
    ${p}.base_price)`;
}

/** The customer group whose prices a user sees: a customer's group, else none (base prices). */
export function priceGroupOf(user: Pick<UserRow, 'role' | 'customerGroupId'> | null): string | null {
  return user !== null && user.role === 'customer' ? user.customerGroupId : null;
}

/** Code 14 where a product cannot be bought: deleted, not sold, or counted with none free. */
export function assertPurchasable(product: { availability: StockAvailability; deletedAt: Date | null }): void {
  if (product.deletedAt !== null || !isPurchasableAvailability(product.availability))
    throw new AppError(ErrorCode.ProductCannotBePurchased);
}
