import { eq, sql } from 'drizzle-orm';
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

/** Rules newest first, one page, with the total. */
export async function listRouteRules(db: Db, page: number, limit: number): Promise<{ rows: RouteRuleRow[]; total: number }> {
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(routeRule);
  const rows = await db
    .select()
    .from(routeRule)
    .orderBy(sql`${routeRule.createdAt} desc, ${routeRule.id}`)
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: total?.n ?? 0 };
}
