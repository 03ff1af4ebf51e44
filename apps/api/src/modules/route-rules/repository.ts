import { eq, ilike, or, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/like';
import type { Db } from '../../db/database';
import { routeRule } from '../../db/schema';

/** A route rules row as the database returns it. */
export type RouteRuleRow = typeof routeRule.$inferSelect;

/**
 * Records that `fromPath` moved to `toPath` (a slug change): rules pointing at `fromPath` now point at
 * `toPath`, so chains collapse (A->B then B->C answers A->C), and a rule from the now live `toPath` goes.
 */
export async function addPermanentRedirect(db: Db, fromPath: string, toPath: string, now: Date): Promise<void> {
  if (fromPath === toPath) return;
  await db.delete(routeRule).where(eq(routeRule.fromPath, toPath));
  await db.update(routeRule).set({ toPath }).where(eq(routeRule.toPath, fromPath));
  await db
    .insert(routeRule)
    .values({ fromPath, toPath, status: 301, createdAt: now })
    .onConflictDoUpdate({ target: routeRule.fromPath, set: { toPath, status: 301, createdAt: now } });
}

/** The rule of a path; undefined when none. */
export async function findRouteRuleByPath(db: Db, fromPath: string): Promise<RouteRuleRow | undefined> {
  const rows = await db.select().from(routeRule).where(eq(routeRule.fromPath, fromPath)).limit(1);
  return rows[0];
}

/** Public path of a category. */
export const categoryPath = (slug: string) => `/category/${slug}`;
/** Public path of a product. */
export const productPath = (slug: string) => `/product/${slug}`;

/** Rules by source path, one page, with the total; `searchQuery` matches either path. */
export async function listRouteRules(
  db: Db,
  filter: { page: number; limit: number; searchQuery?: string | undefined },
): Promise<{ rows: RouteRuleRow[]; total: number }> {
  const query = filter.searchQuery?.trim();
  const where = query
    ? or(ilike(routeRule.fromPath, `%${escapeLike(query)}%`), ilike(routeRule.toPath, `%${escapeLike(query)}%`))
    : undefined;
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(routeRule)
    .where(where);
  const rows = await db
    .select()
    .from(routeRule)
    .where(where)
    .orderBy(routeRule.fromPath)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

/** Inserts or (with an id) updates a rule; undefined when the id is unknown. */
export async function saveRouteRule(
  db: Db,
  values: { id: string | null; fromPath: string; toPath: string; status: number },
  now: Date,
): Promise<RouteRuleRow | undefined> {
  if (values.id === null) {
    const [row] = await db
      .insert(routeRule)
      .values({ fromPath: values.fromPath, toPath: values.toPath, status: values.status, createdAt: now })
      .returning();
    return row;
  }
  const [row] = await db
    .update(routeRule)
    .set({ fromPath: values.fromPath, toPath: values.toPath, status: values.status })
    .where(eq(routeRule.id, values.id))
    .returning();
  return row;
}

/** Deletes a rule; false when there was none. */
export async function deleteRouteRule(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(routeRule).where(eq(routeRule.id, id)).returning({ id: routeRule.id });
  return rows.length > 0;
}
