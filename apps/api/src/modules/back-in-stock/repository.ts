import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw';
import { backInStockSubscription, product } from '../../db/schema';

type Availability = (typeof product.$inferSelect)['availability'];

/**
 * The product's availability, its row locked against changes (`for share`) until the caller's transaction ends; undefined
 * for an unknown or deleted product. Every write of the availability updates this row, so it waits for a subscription
 * being made, and the sweep after it sees that subscription.
 */
export async function lockProductAvailability(tx: Db, productId: string): Promise<Availability | undefined> {
  const [found] = await tx
    .select({ availability: product.availability })
    .from(product)
    .where(and(eq(product.id, productId), isNull(product.deletedAt)))
    .for('share');
  return found?.availability;
}

/** How many products the address waits for, leaving out `productId`. */
export async function countWaiting(tx: Db, email: string, productId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(backInStockSubscription)
    .where(
      and(
        sql`lower(${backInStockSubscription.email}) = lower(${email})`,
        isNull(backInStockSubscription.notifiedAt),
        ne(backInStockSubscription.productId, productId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The address waits for the product: a new subscription, or the used-up one of an earlier letter waiting again. One
 * statement, so two requests at once make one row.
 */
export async function subscribe(
  tx: Db,
  values: { productId: string; email: string; userId: string | null; at: Date },
): Promise<void> {
  const at = sql`${values.at.toISOString()}::timestamptz`;
  await tx.execute(sql`
    insert into ${backInStockSubscription} (product_id, email, user_id, created_at)
    values (${values.productId}::uuid, ${values.email}, ${values.userId}::uuid, ${at})
    on conflict (product_id, lower(email)) do update
      set notified_at = null,
          created_at = case when ${backInStockSubscription}.notified_at is null
                            then ${backInStockSubscription}.created_at else excluded.created_at end,
          user_id = coalesce(${backInStockSubscription}.user_id, excluded.user_id)`);
}

/** A subscription claimed for its letter, with what the letter says about the product. */
export interface ClaimedSubscription {
  id: string;
  email: string;
  title: string;
  article: string;
  slug: string;
  availability: Availability;
}

/**
 * Claims up to `limit` waiting subscriptions of products that can be bought now (live, `in_stock` or `on_order`): each
 * is marked notified in this one statement and returned once. Rows another process is claiming are skipped, not
 * waited for, and a row it claimed no longer matches; so no subscription is ever returned twice.
 */
export async function claimDue(db: Db, at: Date, limit: number): Promise<ClaimedSubscription[]> {
  return queryRows<ClaimedSubscription>(
    db,
    sql`with due as (
          select s.id from ${backInStockSubscription} s join ${product} p on p.id = s.product_id
          where s.notified_at is null and p.deleted_at is null and p.availability in ('in_stock', 'on_order')
          order by s.created_at, s.id
          limit ${limit}
          for update of s skip locked)
        update ${backInStockSubscription} s set notified_at = ${at.toISOString()}::timestamptz
        from due, ${product} p
        where s.id = due.id and p.id = s.product_id
        returning s.id, s.email, p.title, p.article, p.slug, p.availability`,
  );
}

/** Removes every subscription of the address that subscription `id` was made for; nothing when it is gone. */
export async function removeAddressOf(db: Db, id: string): Promise<void> {
  await db.execute(sql`
    delete from ${backInStockSubscription}
    where lower(email) = (select lower(email) from ${backInStockSubscription} where id = ${id}::uuid)`);
}
