import type { Schema } from '@shop/api-contract';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { favorite, product } from '../../db/schema';
import { ownedBy, ownerColumns, touchOwner, type Owner } from '../cart/owner';
import { cardOf, findCardRowsByIds, stockAudienceOf } from '../product-cards/card-rows';
import { BASE_PRICING, pricingFor } from '../product-cards/pricing';
import type { FileStorage } from '../../storage/file-storage';

export interface FavoritesDependencies {
  db: Db;
  clock: Clock;
  storage: FileStorage;
}

/** A page of favorite products, most recently added first. */
export interface FavoritesPage {
  productList: Schema<'ProductCard'>[];
  pagination: { page: number; limit: number; total: number };
}

/**
 * Favorites of customers and anonymous visitors. Adding and removing are idempotent; deleted products leave the
 * lists (their rows stay, so a restored product comes back), products that are not sold stay.
 */
export function createFavoritesService({ db, clock, storage }: FavoritesDependencies) {
  const mine = (owner: Owner) => ownedBy(owner, { userId: favorite.userId, anonymousUserId: favorite.anonymousUserId });
  const live = and(eq(favorite.productId, product.id), isNull(product.deletedAt));

  async function ids(owner: Owner | null): Promise<string[]> {
    if (owner === null) return [];
    const rows = await db
      .select({ productId: favorite.productId })
      .from(favorite)
      .innerJoin(product, live)
      .where(mine(owner))
      .orderBy(desc(favorite.createdAt), favorite.productId);
    return rows.map((r) => r.productId);
  }

  return {
    ids,

    /** Code 6 for an unknown or deleted product; checked before a visitor is issued, so a refusal creates nothing. */
    async assertFavoritable(productId: string): Promise<void> {
      const [row] = await db
        .select({ id: product.id })
        .from(product)
        .where(and(eq(product.id, productId), isNull(product.deletedAt)))
        .limit(1);
      if (row === undefined) throw new AppError(ErrorCode.RecordNotFound, { message: ru.apiErrors.productNotFound });
    },

    async add(owner: Owner, productId: string): Promise<string[]> {
      const now = clock.now();
      const target =
        owner.kind === 'user' ? [favorite.userId, favorite.productId] : [favorite.anonymousUserId, favorite.productId];
      const where = owner.kind === 'user' ? sql`user_id is not null` : sql`anonymous_user_id is not null`;
      await db.transaction(async (tx) => {
        await tx
          .insert(favorite)
          .values({ ...ownerColumns(owner), productId, createdAt: now })
          .onConflictDoNothing({ target, where });
        await touchOwner(tx, owner, now);
      });
      return ids(owner);
    },

    async remove(owner: Owner | null, productId: string): Promise<string[]> {
      if (owner === null) return [];
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.delete(favorite).where(and(mine(owner), eq(favorite.productId, productId)));
        await touchOwner(tx, owner, now);
      });
      return ids(owner);
    },

    /** A page of favorite product cards at the owner's prices; nobody has none. */
    async list(owner: Owner | null, page: number, limit: number): Promise<FavoritesPage> {
      if (owner === null) return { productList: [], pagination: { page, limit, total: 0 } };
      const [rows, totals] = await Promise.all([
        db
          .select({ productId: favorite.productId })
          .from(favorite)
          .innerJoin(product, live)
          .where(mine(owner))
          .orderBy(desc(favorite.createdAt), favorite.productId)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(favorite).innerJoin(product, live).where(mine(owner)),
      ]);
      const pricing = owner.kind === 'user' ? await pricingFor(db, owner.user) : BASE_PRICING;
      const cards = await findCardRowsByIds(
        db,
        rows.map((r) => r.productId),
        pricing,
      );
      return {
        productList: cards.map((c) => cardOf(storage, c, stockAudienceOf(pricing.customerGroupId))),
        pagination: { page, limit, total: totals[0]?.total ?? 0 },
      };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
