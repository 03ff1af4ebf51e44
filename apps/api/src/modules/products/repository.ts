import type { StockAvailability } from '@shop/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';
import {
  category,
  customerGroup,
  customerGroupPrice,
  product,
  productCategory,
  productRelation,
} from '../../db/schema';
import { escapeLike } from '../../db/like';
import { productColumns, type ProductRow } from '../product-cards/card-rows';
import type { ListingCache } from '../product-cards/listing-cache';

/** Columns a product may be given. */
export type NewProduct = Omit<typeof product.$inferInsert, 'searchVector'>;

/** The product with this id (deleted or not). */
export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const rows = await db.select(productColumns).from(product).where(eq(product.id, id)).limit(1);
  return rows[0];
}

/** Products by id, in no particular order. */
export async function findProducts(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(product)
    .where(sql`${product.id} in ${ids}`);
}

/** Which of slug / normalised article another product (not `exceptId`) already has. */
export async function takenKeys(
  db: Db,
  slug: string | undefined,
  articleNormalized: string | undefined,
  exceptId?: string,
) {
  const rows = await db
    .select({ slug: product.slug, articleNormalized: product.articleNormalized })
    .from(product)
    .where(
      and(
        sql`(${product.slug} = ${slug ?? null} or ${product.articleNormalized} = ${articleNormalized ?? null})`,
        exceptId === undefined ? undefined : sql`${product.id} <> ${exceptId}`,
      ),
    );
  return {
    slug: slug !== undefined && rows.some((r) => r.slug === slug),
    article: articleNormalized !== undefined && rows.some((r) => r.articleNormalized === articleNormalized),
  };
}

/** Inserts a product; returns its id. */
export async function insertProduct(db: Db, values: NewProduct): Promise<string> {
  const [row] = await db.insert(product).values(values).returning({ id: product.id });
  if (row === undefined) throw new Error('insert into product returned nothing');
  return row.id;
}

/** Applies changes to a product; false when it does not exist. */
export async function updateProduct(db: Db, id: string, changes: Partial<NewProduct>): Promise<boolean> {
  const rows = await db.update(product).set(changes).where(eq(product.id, id)).returning({ id: product.id });
  return rows.length > 0;
}

/** Replaces the product's categories, keeping the given order as each category's position for it. */
export async function replaceCategories(db: Db, productId: string, categoryIds: readonly string[]): Promise<void> {
  await db.delete(productCategory).where(eq(productCategory.productId, productId));
  if (categoryIds.length === 0) return;
  await db
    .insert(productCategory)
    .values(categoryIds.map((categoryId, position) => ({ productId, categoryId, position })));
}

/** Category ids of products, by product. */
export async function categoryIdsOf(db: Db, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ productId: productCategory.productId, categoryId: productCategory.categoryId })
    .from(productCategory)
    .where(sql`${productCategory.productId} in ${productIds}`)
    .orderBy(asc(productCategory.position));
  for (const row of rows) result.set(row.productId, [...(result.get(row.productId) ?? []), row.categoryId]);
  return result;
}

/** Number of the given categories that exist. */
export async function countCategories(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(category)
    .where(sql`${category.id} in ${ids}`);
  return row?.n ?? 0;
}

/** Filter of the admin product list. */
export interface AdminProductFilter {
  searchQuery?: string | undefined;
  categoryId?: string | undefined;
  availability?: StockAvailability | undefined;
  includeDeleted: boolean;
  page: number;
  limit: number;
}

/** Above this many matches the admin list reports the cap, not an exact total (counting 1 000 000 rows per page is not cheap). */
export const ADMIN_LIST_COUNT_CAP = 10_000;

/**
 * The ids of one page of the admin list, newest first. Deferred join: they come from an index on
 * (created_at, id) (partial on live rows unless deleted ones are asked for), and the caller reads only those rows.
 * The total is exact up to {@link ADMIN_LIST_COUNT_CAP} and that cap beyond it, and kept in the listing cache.
 */
export async function listAdminProducts(
  db: Db,
  cache: ListingCache,
  filter: AdminProductFilter,
  normalize: (q: string) => string,
): Promise<{ ids: string[]; total: number }> {
  const conditions: SQL[] = [];
  if (!filter.includeDeleted) conditions.push(sql`p.deleted_at is null`);
  if (filter.availability !== undefined) conditions.push(sql`p.availability = ${filter.availability}`);
  if (filter.categoryId !== undefined) {
    conditions.push(
      sql`exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id = ${filter.categoryId})`,
    );
  }
  const query = filter.searchQuery?.trim();
  if (query) {
    const article = normalize(query);
    conditions.push(
      article === ''
        ? sql`p.title ilike ${`%${escapeLike(query)}%`}`
        : sql`(p.title ilike ${`%${escapeLike(query)}%`} or p.article_normalized like ${`%${escapeLike(article)}%`})`,
    );
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const countKey = `admin-count:${JSON.stringify([filter.includeDeleted, filter.availability ?? null, filter.categoryId ?? null, query ?? null])}`;
  const [ids, total] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`select p.id from product p ${where} order by p.created_at desc, p.id desc limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`,
    ),
    // The count reads up to 10 000 index entries on every page turn; it changes only with a catalogue write.
    cache.getOrCompute(countKey, async () => {
      const [counted] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from product p ${where} limit ${ADMIN_LIST_COUNT_CAP}) capped`,
      );
      return Number(counted?.n ?? 0);
    }),
  ]);
  return { ids: ids.map((r) => r.id), total };
}

/** The product's group prices with their groups, by group title. */
export async function groupPricesOf(db: Db, productId: string) {
  return db
    .select({ customerGroupId: customerGroup.id, title: customerGroup.title, price: customerGroupPrice.price })
    .from(customerGroupPrice)
    .innerJoin(customerGroup, eq(customerGroup.id, customerGroupPrice.customerGroupId))
    .where(eq(customerGroupPrice.productId, productId))
    .orderBy(customerGroup.title);
}

/** Replaces the product's group prices. */
export async function replaceGroupPrices(
  db: Db,
  productId: string,
  prices: readonly { customerGroupId: string; price: string }[],
): Promise<void> {
  await db.delete(customerGroupPrice).where(eq(customerGroupPrice.productId, productId));
  if (prices.length > 0)
    await db
      .insert(customerGroupPrice)
      .values(prices.map((p) => ({ productId, customerGroupId: p.customerGroupId, price: p.price })));
}

/** Relation kinds and the related product ids of each, in display order. */
export async function relationsOf(
  db: Db,
  productId: string,
): Promise<{ kind: 'analogue' | 'accessory' | 'related'; relatedProductId: string }[]> {
  return db
    .select({ kind: productRelation.kind, relatedProductId: productRelation.relatedProductId })
    .from(productRelation)
    .where(eq(productRelation.productId, productId))
    .orderBy(productRelation.kind, productRelation.position);
}

/** Replaces all relations of a product; each list's order is its display order. */
export async function replaceRelations(
  db: Db,
  productId: string,
  lists: Readonly<Record<'analogue' | 'accessory' | 'related', readonly string[]>>,
): Promise<void> {
  await db.delete(productRelation).where(eq(productRelation.productId, productId));
  const values = (Object.entries(lists) as ['analogue' | 'accessory' | 'related', readonly string[]][]).flatMap(
    ([kind, ids]) => ids.map((relatedProductId, position) => ({ productId, relatedProductId, kind, position })),
  );
  if (values.length > 0) await db.insert(productRelation).values(values);
}
