import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerGroup, customerGroupPrice, product, users } from '../../db/schema';
import { escapeLike } from '../../db/like';

/** A customer group row with its member and price counts. */
export type CustomerGroupRow = typeof customerGroup.$inferSelect & { memberCount: number; priceCount: number };

// Written out: in a one-table select Drizzle leaves columns unqualified, and "id" would be the subquery's own.
const memberCount = sql<number>`(select count(*)::int from users u where u.customer_group_id = "customer_group"."id")`;
const priceCount = sql<number>`(select count(*)::int from customer_group_price gp where gp.customer_group_id = "customer_group"."id")`;

/** The group with this id and its counts; undefined when there is none. */
export async function findCustomerGroup(db: Db, id: string): Promise<CustomerGroupRow | undefined> {
  const rows = await db
    .select({ group: customerGroup, memberCount, priceCount })
    .from(customerGroup)
    .where(eq(customerGroup.id, id))
    .limit(1);
  const row = rows[0];
  return row === undefined ? undefined : { ...row.group, memberCount: row.memberCount, priceCount: row.priceCount };
}

/** Groups by title, one page, with the total. */
export async function listCustomerGroups(
  db: Db,
  filter: { page: number; limit: number; searchQuery?: string | undefined },
) {
  const query = filter.searchQuery?.trim();
  const where = query ? ilike(customerGroup.title, `%${escapeLike(query)}%`) : undefined;
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerGroup)
    .where(where);
  const rows = await db
    .select({ group: customerGroup, memberCount, priceCount })
    .from(customerGroup)
    .where(where)
    .orderBy(customerGroup.title, customerGroup.id)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return {
    rows: rows.map((r): CustomerGroupRow => ({ ...r.group, memberCount: r.memberCount, priceCount: r.priceCount })),
    total: total?.n ?? 0,
  };
}

/** Inserts a group; returns its id. */
export async function insertCustomerGroup(db: Db, values: typeof customerGroup.$inferInsert): Promise<string> {
  const [row] = await db.insert(customerGroup).values(values).returning({ id: customerGroup.id });
  if (row === undefined) throw new Error('insert into customer_group returned nothing');
  return row.id;
}

/** Updates a group; false when it does not exist. */
export async function updateCustomerGroup(
  db: Db,
  id: string,
  values: Partial<typeof customerGroup.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(customerGroup)
    .set(values)
    .where(eq(customerGroup.id, id))
    .returning({ id: customerGroup.id });
  return rows.length > 0;
}

/** Deletes a group (members lose it, its prices go by the foreign keys); false when it did not exist. */
export async function deleteCustomerGroup(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(customerGroup).where(eq(customerGroup.id, id)).returning({ id: customerGroup.id });
  return rows.length > 0;
}

/** Role and group of the given users. */
export async function usersGroups(db: Db, ids: readonly string[]) {
  return db
    .select({ id: users.id, role: users.role, customerGroupId: users.customerGroupId })
    .from(users)
    .where(sql`${users.id} in ${ids}`);
}

/** Sets (or clears) the group of the given users. */
export async function setUsersGroup(db: Db, ids: readonly string[], groupId: string | null, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ customerGroupId: groupId, updatedAt: now })
    .where(sql`${users.id} in ${ids}`);
}

/** One page of a group's prices by product title. */
export async function listGroupPrices(
  db: Db,
  groupId: string,
  filter: { page: number; limit: number; searchQuery?: string | undefined },
) {
  const query = filter.searchQuery?.trim();
  const pattern = query ? `%${escapeLike(query)}%` : undefined;
  const where = and(
    eq(customerGroupPrice.customerGroupId, groupId),
    pattern === undefined ? undefined : or(ilike(product.title, pattern), ilike(product.article, pattern)),
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerGroupPrice)
    .innerJoin(product, eq(product.id, customerGroupPrice.productId))
    .where(where);
  const rows = await db
    .select({
      id: product.id,
      slug: product.slug,
      article: product.article,
      title: product.title,
      price: customerGroupPrice.price,
    })
    .from(customerGroupPrice)
    .innerJoin(product, eq(product.id, customerGroupPrice.productId))
    .where(where)
    .orderBy(product.title, product.id)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, total: total?.n ?? 0 };
}

/** Sets (price) or removes (null) a group's prices of several products. */
export async function setGroupPrices(
  db: Db,
  groupId: string,
  prices: readonly { productId: string; price: string | null }[],
): Promise<void> {
  const removed = prices.filter((p) => p.price === null).map((p) => p.productId);
  const set = prices.filter((p): p is { productId: string; price: string } => p.price !== null);
  if (removed.length > 0) {
    await db
      .delete(customerGroupPrice)
      .where(and(eq(customerGroupPrice.customerGroupId, groupId), sql`${customerGroupPrice.productId} in ${removed}`));
  }
  if (set.length > 0) {
    await db
      .insert(customerGroupPrice)
      .values(set.map((p) => ({ customerGroupId: groupId, productId: p.productId, price: p.price })))
      .onConflictDoUpdate({
        target: [customerGroupPrice.customerGroupId, customerGroupPrice.productId],
        set: { price: sql`excluded.price` },
      });
  }
}
