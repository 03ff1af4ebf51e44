/**
 * The checkout bench's own databases, kept apart from the catalogue's so other benches never meet its orders:
 * bench_checkout (or a PGlite folder) with a small seeded catalogue that checkouts add orders to, and
 * bench_orders_<n> with `n` generated orders for the admin list. Both are dropped at the end unless `reuse`,
 * which also takes one already there (a seed and a generation each commit all or nothing, so a full count means a
 * finished one).
 */
import { databaseUrl, onPostgres, seedCatalogue, type DatabaseLocation } from '@shop/tools-kit';
import { pgliteCatalogue, postgresCatalogue, type Engine, type SeededDatabase } from '../shared/databases.ts';
import { generateOrders } from './generate-orders.ts';

/** Products in the checkout's catalogue: carts take their lines from the first hundred purchasable ones. */
export const CHECKOUT_PRODUCTS = 1000;

/** The orders in a database, or null when it does not exist or has no orders table yet. */
async function orderCount(url: string): Promise<number | null> {
  try {
    return await onPostgres(url, async (client) =>
      Number((await client.query<{ n: string }>('select count(*) as n from orders')).rows[0]?.n ?? 0),
    );
  } catch {
    return null;
  }
}

/** Creates database `name` afresh beside `serverUrl` (no FORCE on the drop: one in use must not vanish). */
async function freshDatabase(serverUrl: string, name: string): Promise<void> {
  await onPostgres(serverUrl, async (client) => {
    await client.query(`drop database if exists "${name}"`);
    await client.query(`create database "${name}"`);
  });
}

const dropper = (serverUrl: string, name: string) => () =>
  onPostgres(serverUrl, (client) => client.query(`drop database if exists "${name}"`)).then(() => undefined);

/** The catalogue checkouts run on: bench_checkout on PostgreSQL, or the pglite-checkout folder under the cache. */
export async function checkoutDatabase(engine: Engine, serverUrl: string, reuse: boolean): Promise<SeededDatabase> {
  return engine === 'pg'
    ? postgresCatalogue(serverUrl, CHECKOUT_PRODUCTS, reuse, 'bench_checkout')
    : pgliteCatalogue(CHECKOUT_PRODUCTS, reuse, 'pglite-checkout');
}

/** bench_orders_<orders> on PostgreSQL: a small catalogue and `orders` generated orders (see generate-orders.ts). */
export async function ordersDatabase(
  serverUrl: string,
  orders: number,
  reuse: boolean,
): Promise<SeededDatabase & { url: string }> {
  const name = `bench_orders_${orders}`;
  const url = databaseUrl(serverUrl, name);
  const location: DatabaseLocation = { engine: 'pg', url };
  const dispose = reuse ? async () => undefined : dropper(serverUrl, name);
  if (reuse && (await orderCount(url)) === orders) return { location, url, seedSeconds: 0, dispose };
  await freshDatabase(serverUrl, name);
  console.log(`Generating ${orders} orders into PostgreSQL ${name}…`);
  const started = performance.now();
  await seedCatalogue(CHECKOUT_PRODUCTS, ['--database-url', url]);
  await onPostgres(url, (client) =>
    generateOrders(client, orders, (step) =>
      console.log(`  ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s: ${step}…`),
    ),
  );
  return { location, url, seedSeconds: (performance.now() - started) / 1000, dispose };
}
