/** What the topology test puts in its database and reads back from it. */
import { randomBytes } from 'node:crypto';
import { onPostgres } from '@shop/tools-kit';
import argon2 from 'argon2';

/** The API's own argon2id parameters (apps/api/src/modules/identity/passwords.ts), so sign-in never rehashes. */
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** `count` confirmed customers with a phone, made directly in the database; their e-mails and password. */
export async function makeCustomers(url: string, count: number) {
  const password = randomBytes(12).toString('hex');
  const hash = await argon2.hash(password, ARGON2);
  const run = randomBytes(3).toString('hex');
  const rows = await onPostgres(
    url,
    async (client) =>
      (
        await client.query<{ email: string }>(
          `insert into users (email, password_hash, first_name, last_name, phone, role, email_confirmed_at)
         select 'topology-' || $1 || '-' || i || '@example.ru', $2, 'Иван', 'Петров', '+7915' || lpad(i::text, 7, '0'),
                'customer', now()
         from generate_series(1, $3::int) i
         returning email`,
          [run, hash, count],
        )
      ).rows,
  );
  return rows.map((row) => ({ email: row.email, password }));
}

/** Products a cart may hold, with their slugs. */
export async function purchasableProducts(url: string, count: number) {
  return onPostgres(
    url,
    async (client) =>
      (
        await client.query<{ id: string; slug: string }>(
          `select id, slug from product where deleted_at is null and availability <> 'not_sold' order by created_at, id limit $1`,
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
