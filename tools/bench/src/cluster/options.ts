import { parseArgs } from 'node:util';
import { whole } from '../shared/options.ts';

export const USAGE = `Usage: npm run bench:cluster -- [--processes 1,2] [--duration <s>] [--warmup <s>] [--connections 32]
                               [--postgres-url postgres://…/test] [--redis-port 6392] [--port-offset 3000]

Starts the production cluster (npm run start:cluster --no-build) once per process count on a fresh PostgreSQL database
with the demo catalogue and measures the anonymous and the signed-in mix through nginx, beside a bare Node HTTP server
measured directly and behind nginx in the same run. Needs the production builds (npm start, or
npx nx run-many -t build -p @shop/storefront,@shop/admin), PostgreSQL, nginx and redis-server.
TEST_DATABASE_URL sets the default of --postgres-url.`;

/** The PostgreSQL server (its maintenance database) the bench makes its database beside, as the topology test does. */
export const DEFAULT_SERVER_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** What one run measures. */
export interface ClusterBenchOptions {
  /** Process counts of each kind (API and storefront) the cluster is started with, in this order. */
  processes: number[];
  /** Measured seconds per mix. */
  seconds: number;
  /** Unmeasured seconds of the same load before each measured run. */
  warmupSeconds: number;
  connections: number;
  postgresUrl: string;
  redisPort: number;
  /** Moves every port of the cluster, so it never meets a hand-run cluster (0) or the topology test (1000). */
  portOffset: number;
}

/** Parses the command line; throws an Error with a readable message on a bad flag. */
export function parseOptions(args: readonly string[]): ClusterBenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      processes: { type: 'string', default: '1,2' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '32' },
      'postgres-url': { type: 'string', default: DEFAULT_SERVER_URL },
      'redis-port': { type: 'string', default: '6392' },
      'port-offset': { type: 'string', default: '3000' },
    },
    strict: true,
  });
  const processes = values.processes
    .split(',')
    .filter((s) => s.trim() !== '')
    .map((s) => whole('--processes', s.trim(), 1, 16));
  if (processes.length === 0) throw new Error('--processes: one or more counts from 1 to 16, e.g. 1,2');
  const portOffset = whole('--port-offset', values['port-offset'], 0, 50_000);
  if (portOffset === 0 || portOffset === 1000)
    throw new Error(`--port-offset: ${portOffset} is a hand-run cluster's or the topology test's; take another`);
  return {
    processes: [...new Set(processes)],
    seconds: whole('--duration', values.duration, 1, 600),
    warmupSeconds: whole('--warmup', values.warmup, 0, 60),
    connections: whole('--connections', values.connections, 1, 1000),
    postgresUrl: values['postgres-url'],
    redisPort: whole('--redis-port', values['redis-port'], 1024, 65_535),
    portOffset,
  };
}
