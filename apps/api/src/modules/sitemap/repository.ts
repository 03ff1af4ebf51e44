import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';

/** A sitemap line as the database returns it. */
export interface SitemapRow {
  slug: string;
  updatedAt: Date;
}

/** A product line of the sitemap: its id is the keyset cursor. */
export interface SitemapProductRow extends SitemapRow {
  id: string;
}

type RawRow = { id: string; slug: string; updated_at: Date | string };

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Up to `limit` live products (not_sold ones too) with an id above `after` (all when null), by id. Reads the
 * covering partial index product_sitemap_idx (migration 0010) only.
 */
export async function liveProductsAfter(db: Db, after: string | null, limit: number): Promise<SitemapProductRow[]> {
  const rows = await queryRows<RawRow>(
    db,
    sql`
    select id, slug, updated_at from product
    where deleted_at is null ${after === null ? sql`` : sql`and id > ${after}`}
    order by id
    limit ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, slug: r.slug, updatedAt: toDate(r.updated_at) }));
}

/** How many live products there are (not_sold ones too): what {@link liveProductsAfter} pages through. */
export async function liveProductCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from product where deleted_at is null`,
  );
  return Number(row?.n ?? 0);
}

/** Live categories whose every ancestor is live (the public tree's categories), by slug. */
export async function liveCategories(db: Db): Promise<SitemapRow[]> {
  const rows = await queryRows<Omit<RawRow, 'id'>>(
    db,
    sql`
    with recursive live(id, slug, updated_at) as (
      select id, slug, updated_at from category where parent_id is null and deleted_at is null
      union all
      select c.id, c.slug, c.updated_at from category c join live l on c.parent_id = l.id where c.deleted_at is null
    )
    select slug, updated_at from live order by slug`,
  );
  return rows.map((r) => ({ slug: r.slug, updatedAt: toDate(r.updated_at) }));
}
