import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { kopecksToDecimal, toKopecks, ru } from '@shop/i18n-ru';
import { exceedsFreeStock, isPurchasableAvailability, normalizeArticle, MAX_CART_QUANTITY } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { product } from '../../db/schema';
import { cardOf, findCardRows, stockAudienceOf, type CardRow } from '../product-cards/card-rows';
import { BASE_PRICING, priceGroupOf, pricingFor } from '../product-cards/pricing';
import { findProducts } from '../products/repository';
import type { FileStorage } from '../../storage/file-storage';
import { UUID } from '../identity/identity';
import { mergeAnonymousShopper, type MergeOutcome } from './merge';
import { touchOwner, unknownShopper, type Owner } from './owner';
import {
  addToCart,
  findCart,
  findCartWithLines,
  removeLines,
  touchCart,
  type CartRow,
  type StoredLine,
} from './repository';

export type Cart = Schema<'Cart'>;
export type QuickOrderLine = Schema<'QuickOrderLine'>;

export interface CartDependencies {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Why a line cannot be bought, or null when it can. */
function unavailableReason(row: CardRow): 'deleted' | 'not_sold' | 'out_of_stock' | null {
  if (row.deletedAt !== null) return 'deleted';
  if (row.availability === 'not_sold' || row.availability === 'out_of_stock') return row.availability;
  return null;
}

/** The carts of customers and anonymous visitors, their merge on sign-in, and the quick order's look-up. */
export function createCartService({ db, clock, storage, log }: CartDependencies) {
  /**
   * The owner's cart as the reply shows it, or undefined when there is none: one statement for the cart, its lines
   * and their cards at the owner's prices. The total counts purchasable lines only.
   */
  async function load(owner: Owner): Promise<{ row: CartRow; cart: Cart } | undefined> {
    const group = owner.kind === 'user' ? priceGroupOf(owner.user) : null;
    const found = await findCartWithLines(db, owner, group);
    if (found === undefined) return undefined;
    const { row, lines } = found;
    const audience = stockAudienceOf(group);
    let total = 0n;
    const cartProductList = lines.map((line) => {
      const reason = unavailableReason(line);
      const sum = toKopecks(line.personalPrice) * BigInt(line.quantity);
      if (reason === null) total += sum;
      return {
        quantity: line.quantity,
        product: cardOf(storage, line, audience),
        isPurchasable: reason === null,
        unavailableReason: reason,
        exceedsStock: reason === null && exceedsFreeStock(line.stock, line.quantity),
        sum: kopecksToDecimal(sum),
      };
    });
    const cart = {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      userId: row.userId,
      cartProductList,
      total: kopecksToDecimal(total),
      lineCount: cartProductList.length,
    };
    return { row, cart };
  }

  /** The owner's cart after a change that found or made it; a cart gone in between (a merge) is code 30. */
  async function reload(owner: Owner): Promise<Cart> {
    const loaded = await load(owner);
    if (loaded === undefined) throw new AppError(ErrorCode.CartNotFound);
    return loaded.cart;
  }

  /** Code 25 unless a presented cart id names the owner's cart (an unknown, expired or merged one does not). */
  function assertPresentedCart(row: CartRow | undefined, presentedCartId: string | undefined): void {
    if (presentedCartId !== undefined && row?.id !== presentedCartId) throw unknownShopper();
  }

  /** Code 6 for an unknown product, 14 for a deleted or unsold one; nothing is written then. */
  async function assertPurchasable(productIds: readonly string[]): Promise<void> {
    const found = new Map((await findProducts(db, productIds)).map((p) => [p.id, p]));
    for (const id of productIds) {
      const p = found.get(id);
      if (p === undefined) throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.productNotFound });
      if (p.deletedAt !== null || !isPurchasableAvailability(p.availability)) {
        throw new AppError(ErrorCode.ProductCannotBePurchased, {
          message: ru.apiErrors.productNotPurchasable.replace('{title}', () => p.title),
        });
      }
    }
  }

  /**
   * The owner's cart as `get` reads it, or null when there is none: for a caller to whom that is an answer, not an
   * error (the shopper context of every signed-in page; an error costs its stack each time).
   */
  async function find(owner: Owner, presentedCartId: string | undefined): Promise<Cart | null> {
    const loaded = await load(owner);
    assertPresentedCart(loaded?.row, presentedCartId);
    return loaded?.cart ?? null;
  }

  return {
    /** The owner's cart; code 30 when there is none (nobody has none: `resolveOwner` refused a cart id without an owner). */
    async get(owner: Owner | null, presentedCartId: string | undefined): Promise<Cart> {
      const cart = owner === null ? null : await find(owner, presentedCartId);
      if (cart === null) throw new AppError(ErrorCode.CartNotFound);
      return cart;
    },

    find,

    /** Checks the products before a new visitor is issued, so a refused first add creates no visitor and no cart. */
    assertPurchasable,

    /**
     * Adds quantities (creating the cart); a line's sum is cut to 100 000. Code 6 or 14 for a product that cannot be
     * bought, 422 for a presented cart id that is not the owner's; nothing is written then.
     */
    async add(owner: Owner, presentedCartId: string | undefined, lines: readonly StoredLine[]): Promise<Cart> {
      if (presentedCartId !== undefined && !UUID.test(presentedCartId)) throw unknownShopper();
      const outcome = await addToCart(db, owner, presentedCartId, lines, clock.now());
      if (outcome.refused) {
        await assertPurchasable(lines.map((l) => l.productId));
        // The product was made buyable between the two reads (an admin restored it): still a refusal, not a 500.
        throw new AppError(ErrorCode.ProductCannotBePurchased);
      }
      if (outcome.cartId === null) throw unknownShopper();
      return reload(owner);
    },

    /** Subtracts quantities; code 30 when the owner has no cart. */
    async remove(
      owner: Owner | null,
      presentedCartId: string | undefined,
      lines: readonly StoredLine[],
    ): Promise<Cart> {
      if (owner === null) throw new AppError(ErrorCode.CartNotFound);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const found = await findCart(tx, owner);
        assertPresentedCart(found, presentedCartId);
        if (found === undefined) throw new AppError(ErrorCode.CartNotFound);
        await touchCart(tx, found.id, now);
        await removeLines(tx, found.id, lines);
        await touchOwner(tx, owner, now);
      });
      return reload(owner);
    },

    /**
     * Joins an anonymous visitor's cart and favorites into the user's inside the sign-in transaction `tx`; returns
     * the user's cart id (for the `cart_id` cookie), or null when the user has no cart.
     */
    async mergeOnSignIn(
      tx: Db,
      userId: string,
      anonymous: { anonymousUserId?: string; cartId?: string },
      now: Date,
    ): Promise<string | null> {
      const outcome: MergeOutcome = await mergeAnonymousShopper(tx, userId, anonymous, now);
      if (outcome.codes.length > 0) log.debug({ merge: outcome }, 'nothing to merge on sign-in');
      return outcome.userCartId;
    },

    /** Resolves quick-order lines by normalised article, in the request's order. */
    async resolveQuickOrder(
      owner: Extract<Owner, { kind: 'user' }> | null,
      lines: readonly { article: string; quantity: number }[],
    ): Promise<QuickOrderLine[]> {
      const keys = [...new Set(lines.map((l) => normalizeArticle(l.article)).filter((k) => k !== ''))];
      const pricing = owner === null ? BASE_PRICING : await pricingFor(db, owner.user);
      const rows =
        keys.length === 0
          ? []
          : await findCardRows(
              db,
              sql`${product.articleNormalized} in ${keys} and ${product.deletedAt} is null`,
              pricing,
            );
      const byKey = new Map(rows.map((r) => [r.articleNormalized, r]));
      const audience = stockAudienceOf(pricing.customerGroupId);
      return lines.map(({ article, quantity }) => {
        const row = byKey.get(normalizeArticle(article));
        const capped = quantity > MAX_CART_QUANTITY;
        const base = { article, quantity: Math.min(quantity, MAX_CART_QUANTITY), capped };
        if (row === undefined) return { ...base, status: 'not_found' as const, exceedsStock: false, product: null };
        const purchasable = isPurchasableAvailability(row.availability);
        return {
          ...base,
          status: purchasable ? ('found' as const) : ('not_purchasable' as const),
          exceedsStock: purchasable && exceedsFreeStock(row.stock, base.quantity),
          product: cardOf(storage, row, audience),
        };
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
