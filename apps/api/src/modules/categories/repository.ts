import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ImageRow } from '../product-cards/image';
import { queryRows } from '../../db/raw';
import { category, mediaFile, storedFile } from '../../db/schema';
import { escapeLike } from '../../db/like';

/** A category row as the database returns it. */
export type CategoryRow = typeof category.$inferSelect;
/** Columns a new category may be given. */
export type NewCategory = typeof category.$inferInsert;

/** The category with this id (deleted or not); undefined when there is none. */
export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  const rows = await db.select().from(category).where(eq(category.id, id)).limit(1);
  return rows[0];
}

/** The live (not deleted) category with this slug. */
export async function findLiveCategoryBySlug(db: Db, slug: string): Promise<CategoryRow | undefined> {
  const rows = await db
    .select()
    .from(category)
    .where(and(eq(category.slug, slug), isNull(category.deletedAt)))
    .limit(1);
  return rows[0];
}

/** True when another category (not `exceptId`) has this slug, deleted ones included (they can be restored). */
export async function isCategorySlugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const same = eq(category.slug, slug);
  const rows = await db
    .select({ id: category.id })
    .from(category)
    .where(exceptId === undefined ? same : and(same, sql`${category.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

/** Every category, live ones only unless `includeDeleted`, ordered by position then title. */
export async function allCategories(db: Db, includeDeleted = false): Promise<CategoryRow[]> {
  return db
    .select()
    .from(category)
    .where(includeDeleted ? undefined : isNull(category.deletedAt))
    .orderBy(asc(category.position), asc(category.title), asc(category.id));
}

/** Filter of the admin category list. */
export interface CategoryListFilter {
  searchQuery?: string | undefined;
  parentId?: string | undefined;
  includeDeleted: boolean;
  page: number;
  limit: number;
}

/** One page of categories for the admin (categories are few: an exact total is cheap). */
export async function listCategories(
  db: Db,
  filter: CategoryListFilter,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (!filter.includeDeleted) conditions.push(isNull(category.deletedAt));
  if (filter.parentId !== undefined) conditions.push(eq(category.parentId, filter.parentId));
  const query = filter.searchQuery?.trim();
  if (query) {
    const pattern = `%${escapeLike(query)}%`;
    const any = or(ilike(category.title, pattern), ilike(category.slug, pattern));
    if (any !== undefined) conditions.push(any);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(category)
    .where(where);
  const rows = await db
    .select()
    .from(category)
    .where(where)
    .orderBy(asc(category.position), asc(category.title), asc(category.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Live products per category, counting those of its live sub-categories too (a product in two of them
 * counts once). One query for all categories; categories without products are absent.
 */
export async function productCounts(db: Db): Promise<Map<string, number>> {
  const rows = await queryRows<{ root_id: string; n: number }>(
    db,
    sql`
    with recursive subtree(root_id, id) as (
      select id, id from category
      union all
      select s.root_id, c.id from subtree s join category c on c.parent_id = s.id and c.deleted_at is null
    )
    select s.root_id, count(distinct pc.product_id)::int as n
    from subtree s
    join product_category pc on pc.category_id = s.id
    join product p on p.id = pc.product_id and p.deleted_at is null
    group by s.root_id`,
  );
  return new Map(rows.map((r) => [r.root_id, Number(r.n)]));
}

/** Ids of the category and all its descendants (deleted or not). */
export async function subtreeIds(db: Db, id: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with recursive subtree(id) as (
      select id from category where id = ${id}
      union all
      select c.id from subtree s join category c on c.parent_id = s.id
    )
    select id from subtree`,
  );
  return rows.map((r) => r.id);
}

/** Position after the last sibling under `parentId`. */
export async function nextPosition(db: Db, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${category.position}) + 1, 0)::int` })
    .from(category)
    .where(parentId === null ? isNull(category.parentId) : eq(category.parentId, parentId));
  return row?.n ?? 0;
}

/** Inserts a category and returns it. */
export async function insertCategory(db: Db, values: NewCategory): Promise<CategoryRow> {
  const [row] = await db.insert(category).values(values).returning();
  if (row === undefined) throw new Error('insert into category returned nothing');
  return row;
}

/** Applies changes to a category; undefined when it does not exist. */
export async function updateCategory(
  db: Db,
  id: string,
  changes: Partial<NewCategory>,
): Promise<CategoryRow | undefined> {
  const [row] = await db.update(category).set(changes).where(eq(category.id, id)).returning();
  return row;
}

/** Sets `deletedAt` on the given categories whose value is `from` (null: live ones). */
export async function setDeletedAt(db: Db, ids: readonly string[], from: Date | null, to: Date | null): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(category)
    .set({ deletedAt: to })
    .where(
      and(sql`${category.id} in ${ids}`, from === null ? isNull(category.deletedAt) : eq(category.deletedAt, from)),
    );
}

/** Media images by id, with their original's storage place. */
export async function findImages(db: Db, ids: readonly string[]): Promise<Map<string, ImageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: mediaFile.id,
      bucket: storedFile.bucket,
      path: storedFile.path,
      alt: mediaFile.alt,
      width: mediaFile.width,
      height: mediaFile.height,
      variants: mediaFile.variants,
    })
    .from(mediaFile)
    .innerJoin(storedFile, eq(storedFile.id, mediaFile.storedFileId))
    .where(sql`${mediaFile.id} in ${ids}`);
  return new Map(rows.map((r) => [r.id, r]));
}
