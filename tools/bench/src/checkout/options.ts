import { parseArgs } from 'node:util';
import type { Engine } from '../shared/databases.ts';
import { DEFAULT_POSTGRES_URL, engineList, whole } from '../shared/options.ts';

export const USAGE = `Usage: npm run bench:checkout -- [--engines pg] [--duration <s>] [--connections 50] [--list-connections 10]
                                [--orders 1000000] [--reuse] [--postgres-url postgres://…/postgres]
  --engines           where checkout is measured: pg and/or pglite (the admin list is always on PostgreSQL)
  --connections       customers checking out at once, one connection each
  --list-connections  connections of the admin list's throughput (its latency is measured on one)
  --orders            orders generated for the admin list; 0 leaves the list out`;

/** What one run measures. */
export interface CheckoutBenchOptions {
  /** Engines the checkout is measured on. */
  engines: Engine[];
  /** Measured seconds per case. */
  seconds: number;
  /** Customers checking out concurrently, each on its own connection. */
  connections: number;
  /** Connections of the admin list's throughput figures. */
  listConnections: number;
  /** Orders generated for the admin list (PostgreSQL); 0: no admin list. */
  orders: number;
  /** Keep the seeded and generated databases, and use those already there. */
  reuse: boolean;
  /** A PostgreSQL server's maintenance database; the bench's databases are created beside it. */
  postgresUrl: string;
}

/** Parses the command line; throws an Error with a readable message on a bad flag. */
export function parseOptions(args: readonly string[]): CheckoutBenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      engines: { type: 'string', default: 'pg' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      'list-connections': { type: 'string', default: '10' },
      orders: { type: 'string', default: '1000000' },
      reuse: { type: 'boolean', default: false },
      'postgres-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
    },
    strict: true,
  });
  const orders = whole('--orders', values.orders, 0, 10_000_000);
  // A list of a few hundred orders says nothing about paging; the deep page (500) needs 10 000.
  if (orders > 0 && orders < 10_000)
    throw new Error(`--orders: 0 (no admin list) or from 10000 to 10000000, not '${values.orders}'`);
  return {
    engines: engineList('--engines', values.engines),
    seconds: whole('--duration', values.duration, 1, 600),
    connections: whole('--connections', values.connections, 1, 500),
    listConnections: whole('--list-connections', values['list-connections'], 1, 200),
    orders,
    reuse: values.reuse,
    postgresUrl: values['postgres-url'],
  };
}
