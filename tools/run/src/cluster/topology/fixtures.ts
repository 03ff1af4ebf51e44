/** What the topology test puts in its database and reads back from it. */
import { onPostgres } from '@shop/tools-kit';

/**
 * Products a cart may hold and a checkout never runs out of, with their slugs: sold, and not counted (or sold on
 * order), since the load checks out again and again and counts every refusal as a failure.
 */
export async function purchasableProducts(url: string, count: number) {
  return onPostgres(
    url,
    async (client) =>
      (
        await client.query<{ id: string; slug: string }>(
          `select p.id, p.slug from product p
           where p.deleted_at is null and p.availability in ('in_stock', 'on_order')
             and not exists (select 1 from product_stock s where s.product_id = p.id and not s.backorder)
           order by p.created_at, p.id limit $1`,
          [count],
        )
      ).rows,
  );
}

/** The orders the customers `emails` placed, the gaps in the shop's order numbers, and their cart lines left. */
export async function orderFigures(url: string, emails: string[]) {
  return onPostgres(url, async (client) => {
    const placed = await client.query<{ n: string }>(
      'select count(*) as n from orders o join users u on u.id = o.user_id where u.email = any($1)',
      [emails],
    );
    const numbers = await client.query<{ n: string; lo: string | null; hi: string | null }>(
      'select count(*) as n, min(number) as lo, max(number) as hi from orders',
    );
    const lines = await client.query<{ n: string }>(
      `select count(*) as n from cart_line cp join cart c on c.id = cp.cart_id join users u on u.id = c.user_id
       where u.email = any($1)`,
      [emails],
    );
    const row = numbers.rows[0];
    const count = Number(row?.n ?? 0);
    const span = row?.lo == null || row.hi == null ? 0 : Number(row.hi) - Number(row.lo) + 1;
    return {
      placedByCustomers: Number(placed.rows[0]?.n ?? 0),
      numbers: count,
      gaps: span - count,
      cartLines: Number(lines.rows[0]?.n ?? 0),
    };
  });
}
