import { parseArgs } from 'node:util';
import type { Engine } from '../shared/databases.ts';
import { DEFAULT_POSTGRES_URL, engineList, whole } from '../shared/options.ts';

export const USAGE = `Usage: npm run bench:cart -- [--size 10000] [--engines pglite,pg] [--duration <s>] [--connections 50]
                            [--reuse] [--no-ssr] [--postgres-url postgres://…/postgres]`;

/** What one run measures. */
export interface CartBenchOptions {
  /** Products in the seeded catalogue (the one the catalogue bench seeds, shared with it under --reuse). */
  size: number;
  engines: Engine[];
  /** Measured seconds per case. */
  seconds: number;
  connections: number;
  /** Keep the seeded catalogue, and use one already seeded at this size. */
  reuse: boolean;
  /** Measure the storefront's server-rendered /cart (needs a storefront build). */
  ssr: boolean;
  /** A PostgreSQL server's maintenance database; bench_catalog_<size> is created beside it. */
  postgresUrl: string;
}

/** Parses the command line; throws an Error with a readable message on a bad flag. */
export function parseOptions(args: readonly string[]): CartBenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      size: { type: 'string', default: '10000' },
      engines: { type: 'string', default: 'pglite,pg' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      reuse: { type: 'boolean', default: false },
      'no-ssr': { type: 'boolean', default: false },
      'postgres-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
    },
    strict: true,
  });
  return {
    // At least as many products as the add case spreads its adds over.
    size: whole('--size', values.size, 100, 10_000_000),
    engines: engineList('--engines', values.engines),
    seconds: whole('--duration', values.duration, 1, 600),
    connections: whole('--connections', values.connections, 1, 1000),
    reuse: values.reuse,
    ssr: !values['no-ssr'],
    postgresUrl: values['postgres-url'],
  };
}
