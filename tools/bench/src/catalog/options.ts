import { parseArgs } from 'node:util';
import type { Engine } from '../shared/databases.ts';
import { DEFAULT_POSTGRES_URL, engineList, whole } from '../shared/options.ts';

export const USAGE = `Usage: npm run bench:catalog -- [--sizes 10000,100000] [--engines pglite,pg] [--million] [--duration <s>]
                               [--connections 50] [--reuse] [--no-ssr] [--no-cache] [--postgres-url postgres://…/postgres]`;

/** What one run measures. */
export interface BenchOptions {
  sizes: number[];
  engines: Engine[];
  /** Adds the admin product list on 1 000 000 products on PostgreSQL. */
  million: boolean;
  /** Measured seconds per case. */
  seconds: number;
  connections: number;
  /** Keep seeded databases and folders, and use those already seeded at the right size. */
  reuse: boolean;
  /** Measure the storefront's server-rendered product page (needs a storefront build). */
  ssr: boolean;
  /** The API keeps listing pages, facets and search hits between catalogue writes (CATALOGUE_CACHE_SECONDS); false measures every request cold. */
  cache: boolean;
  /** A PostgreSQL server's maintenance database; bench_catalog_<size> databases are created beside it. */
  postgresUrl: string;
}

/** Parses the command line; throws an Error with a readable message on a bad flag. */
export function parseOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      sizes: { type: 'string', default: '10000,100000' },
      engines: { type: 'string', default: 'pglite,pg' },
      million: { type: 'boolean', default: false },
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '50' },
      reuse: { type: 'boolean', default: false },
      'no-ssr': { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      'postgres-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
    },
    strict: true,
  });
  const sizes = values.sizes
    .split(',')
    .filter((s) => s.trim() !== '')
    .map((s) => whole('--sizes', s.trim(), 1, 10_000_000));
  return {
    sizes: [...new Set(sizes)],
    engines: engineList('--engines', values.engines),
    million: values.million,
    seconds: whole('--duration', values.duration, 1, 600),
    connections: whole('--connections', values.connections, 1, 1000),
    reuse: values.reuse,
    ssr: !values['no-ssr'],
    cache: !values['no-cache'],
    postgresUrl: values['postgres-url'],
  };
}
