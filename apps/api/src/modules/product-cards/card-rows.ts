import type { Schema } from '@shop/api-contract';
import { shownStock, type CountedStock, type StockAudience } from '@shop/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jsonColumn } from '../../db/raw';
import { product } from '../../db/schema';
import { imageOf, type ImageRow } from './image';
import type { FileStorage } from '../../storage/file-storage';
import { personalPriceSql, type Pricing } from './pricing';

/** A product row as the database returns it (without the search vector). */
export type ProductRow = Omit<typeof product.$inferSelect, 'searchVector'>;

/** The product columns a {@link ProductRow} holds (all but the search vector). */
export const productColumns = {
  id: product.id,
  slug: product.slug,
  article: product.article,
  articleNormalized: product.articleNormalized,
  title: product.title,
  descriptionHtml: product.descriptionHtml,
  basePrice: product.basePrice,
  availability: product.availability,
  isFeatured: product.isFeatured,
  primaryCategoryId: product.primaryCategoryId,
  seoTitle: product.seoTitle,
  seoDescription: product.seoDescription,
  deletedAt: product.deletedAt,
  createdAt: product.createdAt,
  updatedAt: product.updatedAt,
};

/** A product row with what its card shows besides: the caller's price, the main image and the primary category. */
export interface CardRow extends ProductRow {
  /** Exact decimal ("1234.50"): the group price, else the group's discount off the base price, else the base price. */
  personalPrice: string;
  mainImage: ImageRow | null;
  /** The primary category while it is live, else the first live one by title. */
  primaryCategory: { id: string; slug: string; title: string } | null;
  /** The counted stock; null when the product is not counted. Never sent as it is: see {@link cardOf}. */
  stock: CountedStock | null;
}

/**
 * The selected product's counted stock as one JSON value (null when not counted): a scalar sub-select on the stock
 * row's primary key, so a page of cards stays one statement.
 */
export const stockJson = sql<CountedStock | null>`(
    select json_build_object('onHand', s.on_hand, 'reserved', s.reserved, 'backorder', s.backorder,
      'leadTimeDays', s.lead_time_days, 'saleStopped', s.sale_stopped)
    from product_stock s where s.product_id = "product".id)`;

/**
 * The main image of the selected product as one JSON value (null without images): the one marked main,
 * else the first by position. A scalar sub-select, so a page of cards stays one statement.
 */
export const mainImageJson = sql<ImageRow | null>`(
    select json_build_object('id', mf.id, 'bucket', sf.bucket, 'path', sf.path, 'alt', coalesce(pm.alt, mf.alt),
      'width', mf.width, 'height', mf.height, 'variants', mf.variants)
    from product_media pm join media_file mf on mf.id = pm.media_file_id join stored_file sf on sf.id = mf.stored_file_id
    where pm.product_id = "product".id
    order by pm.is_main desc, pm.position, pm.media_file_id
    limit 1)`;

/** The primary category while it is live, else the first live one by title: a card never links to a deleted category. */
export const primaryCategoryJson = sql<CardRow['primaryCategory']>`coalesce(
    (select json_build_object('id', c.id, 'slug', c.slug, 'title', c.title) from category c
      where c.id = "product".primary_category_id and c.deleted_at is null),
    (select json_build_object('id', c.id, 'slug', c.slug, 'title', c.title)
      from product_category pc join category c on c.id = pc.category_id
      where pc.product_id = "product".id and c.deleted_at is null
      order by c.title limit 1))`;

/**
 * The columns of a card of the `product` row, priced by `personalPrice` (SQL over `"product"`), for a select
 * from `product` alone or joined to another table. Read the rows back through {@link parseCardRow}.
 */
export function cardSelection(personalPrice: SQL) {
  return {
    ...productColumns,
    personalPrice: sql<string>`(${personalPrice})::numeric(12,2)::text`,
    mainImage: mainImageJson,
    // coalesce runs the second look-up only for the rare card that needs it.
    primaryCategory: primaryCategoryJson,
    stock: stockJson,
  };
}

/** A row selected with {@link cardSelection}, its JSON columns parsed. */
export function parseCardRow<
  T extends {
    mainImage: ImageRow | null | string;
    primaryCategory: CardRow['primaryCategory'] | string;
    stock: CardRow['stock'] | string;
  },
>(row: T): T & Pick<CardRow, 'mainImage' | 'primaryCategory' | 'stock'> {
  return {
    ...row,
    mainImage: jsonColumn(row.mainImage),
    primaryCategory: jsonColumn(row.primaryCategory),
    stock: jsonColumn(row.stock),
  };
}

/**
 * Products matching `where` (a condition on the `product` table) with their card data, in one statement:
 * a page of cards costs one round trip, not one per kind of data. The sub-selects name `"product"` in raw
 * SQL: Drizzle writes a single-table select's columns unqualified, and a bare "id" inside a sub-select
 * would bind to the sub-select's own tables.
 */
export async function findCardRows(db: Db, where: SQL, pricing: Pricing): Promise<CardRow[]> {
  const rows = await db
    .select(cardSelection(personalPriceSql(pricing, '"product"')))
    .from(product)
    .where(where);
  return rows.map(parseCardRow);
}

/** Card rows of products by id, in the order of `ids` (ids of missing products are skipped). */
export async function findCardRowsByIds(db: Db, ids: readonly string[], pricing: Pricing): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await findCardRows(db, sql`${product.id} in ${ids}`, pricing)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Who is shown a reply's stock: customers of a group see the free quantity, everyone else the level only. */
export function stockAudienceOf(customerGroupId: string | null): StockAudience {
  return customerGroupId === null ? 'everyone' : 'group';
}

/**
 * The card of a product in lists, search hits, carts and favorites. Its stock is what `audience` is shown
 * (`shownStock` in @shop/domain): the free quantity only for customers of a group, so by default none.
 */
export function cardOf(
  storage: FileStorage,
  row: CardRow,
  audience: StockAudience = 'everyone',
): Schema<'ProductCard'> {
  return {
    id: row.id,
    slug: row.slug,
    article: row.article,
    title: row.title,
    basePrice: row.basePrice,
    personalPrice: row.personalPrice,
    availability: row.availability,
    stock: row.stock === null ? null : shownStock(row.stock, audience),
    mainImage: row.mainImage === null ? null : imageOf(storage, row.mainImage),
    primaryCategory: row.primaryCategory,
  };
}
