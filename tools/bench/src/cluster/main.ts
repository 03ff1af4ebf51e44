/**
 * The capacity bench of issue #26: requests per second per core of the production topology (`npm run start:cluster`:
 * N API and N storefront processes, the admin and nginx on PostgreSQL and Redis) for the anonymous and the signed-in mix
 * (mix.ts), measured through nginx's storefront port, first with one process of each kind and then with two; beside a
 * bare Node HTTP server measured in the same run directly and behind an nginx set up like the cluster's.
 *
 *   npm run bench:cluster
 *   npm run bench:cluster -- --processes 1,2,3 --duration 20 --connections 64
 *
 * It makes a database on the PostgreSQL server of --postgres-url (TEST_DATABASE_URL, else postgres://…/test), which the
 * first cluster migrates and fills with the demo catalogue; both clusters run on it and on a redis-server of the bench's
 * own (port 6392), with every port moved by 3000 (the topology test takes 1000, a hand-run cluster 0). The cluster runs
 * with --no-build: the production builds must be there. The load comes from autocannon in this process, on the same
 * cores, as does the other work of the machine: the figures say what share of the cores each part took.
 */
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startCluster, startRedis, until, withPostgresDatabase, type Cluster } from '@shop/tools-kit';
import { CACHE_DIR } from '../shared/databases.ts';
import { postgresVersion } from '../shared/run.ts';
import { groupDigits } from '../shared/table.ts';
import { startBareServers, startProxy } from './baseline.ts';
import { watchConnections, type ConnectionFigures } from './connections.ts';
import { cpuUse, snapshot } from './cpu.ts';
import { CUSTOMERS, fillCarts, GROUPED_CUSTOMERS, prepareFixtures, signInAll, type Fixtures } from './fixtures.ts';
import { drive, non2xxCount, type LoadFigures } from './load.ts';
import { buildMix, distinctPaths, rotation, type MixEntry, type MixName, type OutgoingRequest } from './mix.ts';
import { parseOptions, USAGE, type ClusterBenchOptions } from './options.ts';
import {
  formatConnections,
  formatCpu,
  formatGrowth,
  formatStatuses,
  formatTable,
  processCount,
  type CapacityRow,
  type CaseName,
} from './report.ts';

/** The builds `npm run start:cluster -- --no-build` serves. */
const BUILDS = ['apps/storefront/build/server/index.js', 'apps/admin/dist/index.html'];
const CORES = availableParallelism();

/** Stops the run at Ctrl+C or SIGTERM: the load ends, and everything started is stopped and the database dropped. */
const interrupt = new AbortController();

function refuseWithoutPrerequisites(): void {
  const missing = BUILDS.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0)
    throw new Error(
      `No production build (${missing.join(', ')}): run npm start once, or npx nx run-many -t build -p @shop/storefront,@shop/admin`,
    );
  for (const [command, flag, hint] of [
    ['nginx', '-v', 'apt-get install nginx'],
    ['redis-server', '--version', 'apt-get install redis-server'],
  ] as const)
    if (spawnSync(command, [flag]).error !== undefined) throw new Error(`${command} not found (Debian: ${hint})`);
}

const progress = (label: string) => process.stdout.write(`  ${label}…`);
function done(f: LoadFigures): LoadFigures {
  process.stdout.write(
    ` ${groupDigits(f.requests)} answers, ${f.requestsPerSecond.toFixed(0)} req/s, p99 ${f.p99.toFixed(0)} ms, non-2xx ${non2xxCount(f)}, errors ${f.errors}\n`,
  );
  return f;
}

/** One case: a warm-up of the same load, then the measured run with the cores' use and (on the shop) PostgreSQL's connections. */
async function measureCase(
  name: CaseName,
  processes: number,
  origin: string,
  options: ClusterBenchOptions,
  next?: () => OutgoingRequest,
  database?: { serverUrl: string; name: string },
): Promise<CapacityRow> {
  const load = { connections: options.connections, next, signal: interrupt.signal };
  progress(`${name}, ${processCount(processes)}`);
  if (options.warmupSeconds > 0) await drive(origin, { ...load, seconds: options.warmupSeconds });
  interrupt.signal.throwIfAborted();
  const watch = database === undefined ? undefined : await watchConnections(database.serverUrl, database.name);
  let connections: ConnectionFigures | undefined;
  const before = await snapshot();
  let figures: LoadFigures;
  try {
    figures = await drive(origin, { ...load, seconds: options.seconds });
  } finally {
    connections = await watch?.stop();
  }
  const after = await snapshot();
  interrupt.signal.throwIfAborted();
  const cpu = cpuUse(before, after, process.pid, connections?.backends ?? new Set());
  return { name, processes, figures: done(figures), cpu, connections };
}

/** The bare baseline: one server directly, then one and the larger counts behind nginx. */
async function measureBaseline(options: ClusterBenchOptions): Promise<CapacityRow[]> {
  console.log('\nBare Node HTTP server');
  const rows: CapacityRow[] = [];
  const runDir = await mkdtemp(join(tmpdir(), 'shop-bench-cluster-nginx-'));
  try {
    for (const processes of options.processes) {
      const servers = await startBareServers(processes);
      try {
        const first = servers[0];
        if (processes === 1 && first !== undefined)
          rows.push(await measureCase('bare Node, direct', 1, first.origin, options));
        const proxy = await startProxy(join(runDir, String(processes)), servers);
        try {
          rows.push(await measureCase('bare Node via nginx', processes, proxy.origin, options));
        } finally {
          await proxy.stop();
        }
      } finally {
        for (const server of servers) await server.stop();
      }
    }
  } finally {
    await rm(runDir, { recursive: true, force: true });
  }
  return rows;
}

/**
 * GET `path` on `origin` with `headers`: the status and the render cache's word, or status 0 when no answer came. By
 * node:http, not fetch: fetch (as browsers) refuses some ports, 10080 among them, which `--port-offset 2000` would give
 * the storefront.
 */
function probe(origin: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; cache: string | undefined }>((resolve) => {
    const request = httpGet(origin + path, { headers, timeout: 30_000 }, (res) => {
      const cache = res.headers['x-render-cache'];
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: typeof cache === 'string' ? cache : undefined }),
      );
      res.on('error', () => resolve({ status: 0, cache: undefined }));
    });
    request.on('timeout', () => request.destroy(new Error('no answer in 30 s')));
    request.on('error', () => resolve({ status: 0, cache: undefined }));
  });
}

/**
 * Waits until the render cache serves (each storefront process has the API's change stream only some time after it
 * answers), then opens every page of both mixes as many times as there are storefront processes, so each one holds
 * the anonymous pages before the load; a page that does not answer 2xx is worth a note.
 */
async function prime(
  storefront: string,
  processes: number,
  mixes: Record<MixName, MixEntry[]>,
  tokens: readonly string[],
  notes: string[],
): Promise<void> {
  let hits = 0;
  const serving = await until(
    async () => {
      hits = (await probe(storefront, '/')).cache === 'hit' ? hits + 1 : 0;
      return hits >= 2 * processes;
    },
    60_000,
    { intervalMs: 50, signal: interrupt.signal },
  );
  if (!serving) notes.push(`${processCount(processes)}: the render cache did not serve the home page within 60 s`);
  for (const name of ['anonymous', 'signed-in'] as const) {
    const next = rotation(
      distinctPaths(mixes[name]).map((path) => mixes[name].find((e) => e.path === path) as MixEntry),
      name === 'signed-in' ? tokens : [],
    );
    const count = distinctPaths(mixes[name]).length * processes;
    const failed = new Map<string, number>();
    let index = 0;
    const worker = async () => {
      while (index < count && !interrupt.signal.aborted) {
        index += 1;
        const { path, headers } = next();
        const { status } = await probe(storefront, path, headers);
        if (status < 200 || status >= 300) failed.set(`${status} ${path}`, (failed.get(`${status} ${path}`) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    if (failed.size > 0)
      notes.push(
        `${processCount(processes)}, ${name} mix before the load: ${[...failed.keys()].slice(0, 5).join('; ')}${failed.size > 5 ? ` and ${failed.size - 5} more` : ''}`,
      );
  }
}

/** The share of the anonymous mix's cacheable pages the render cache answers now (asked once each after the load). */
async function cacheHits(storefront: string, mix: readonly MixEntry[]): Promise<string> {
  const pages = distinctPaths(mix.filter((e) => e.cacheable));
  let hits = 0;
  for (const path of pages) if ((await probe(storefront, path)).cache === 'hit') hits += 1;
  return `${hits} of ${pages.length}`;
}

/** Lines of the cluster's log at warn level and above (the JSON logger's 40 and over, or anything not JSON). */
function logProblems(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => /"level":\s*(4\d|5\d|60)\b|error|warn/i.test(line))
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Both mixes on a cluster of `processes` API and storefront processes on `databaseUrl`. */
async function measureCluster(
  processes: number,
  databaseUrl: string,
  redisUrl: string,
  storageDir: string,
  options: ClusterBenchOptions,
  state: { fixtures?: Fixtures },
  notes: string[],
): Promise<CapacityRow[]> {
  console.log(`\nCluster: ${processes} × API, ${processes} × storefront, the admin, nginx`);
  const started = performance.now();
  const cluster: Cluster = await startCluster({
    processes,
    portOffset: options.portOffset,
    databaseUrl,
    redisUrl,
    env: { STORAGE_DIR: join(storageDir, 'storage'), OUTBOX_DIR: join(storageDir, 'outbox') },
    signal: interrupt.signal,
  });
  const rows: CapacityRow[] = [];
  try {
    console.log(`  up in ${((performance.now() - started) / 1000).toFixed(0)} s (${cluster.storefront})`);
    const firstTime = state.fixtures === undefined;
    const fixtures = (state.fixtures ??= await prepareFixtures(databaseUrl));
    const tokens = await signInAll(cluster.api, fixtures.customers);
    if (firstTime) await fillCarts(cluster.api, tokens, fixtures.cartProducts);
    const mixes = {
      anonymous: buildMix(fixtures.catalogue, 'anonymous'),
      'signed-in': buildMix(fixtures.catalogue, 'signed-in'),
    };
    await prime(cluster.storefront, processes, mixes, tokens, notes);
    const database = { serverUrl: options.postgresUrl, name: new URL(databaseUrl).pathname.slice(1) };
    rows.push(
      await measureCase('anonymous mix', processes, cluster.storefront, options, rotation(mixes.anonymous), database),
    );
    notes.push(
      `${processCount(processes)}: after the anonymous load the render cache answered ${await cacheHits(cluster.storefront, mixes.anonymous)} of its cacheable pages as hits`,
    );
    rows.push(
      await measureCase(
        'signed-in mix',
        processes,
        cluster.storefront,
        options,
        rotation(mixes['signed-in'], tokens),
        database,
      ),
    );
  } finally {
    await cluster.stop();
    const log = cluster.log();
    const file = join(CACHE_DIR, `cluster-${processes}.log`);
    await writeFile(file, log);
    const problems = logProblems(log);
    if (problems.length > 0)
      notes.push(
        `${processCount(processes)}: the cluster logged ${problems.length} warning or error lines (${file.slice(ROOT.length)}), e.g. ${problems[problems.length - 1]?.slice(0, 200)}`,
      );
  }
  return rows;
}

async function main(args: string[]): Promise<void> {
  const options = parseOptions(args);
  refuseWithoutPrerequisites();
  await mkdir(CACHE_DIR, { recursive: true });
  const loadBefore = loadavg()[0] ?? 0;
  const notes: string[] = [];
  const rows = await measureBaseline(options);
  await withPostgresDatabase(options.postgresUrl, 'shop_capacity', async (databaseUrl) => {
    const redis = await startRedis(options.redisPort);
    const storageDir = await mkdtemp(join(tmpdir(), 'shop-bench-cluster-'));
    try {
      const state: { fixtures?: Fixtures } = {};
      for (const processes of options.processes)
        rows.push(...(await measureCluster(processes, databaseUrl, redis.url, storageDir, options, state, notes)));
    } finally {
      await redis.stop();
      await rm(storageDir, { recursive: true, force: true });
    }
  });

  const cpu = cpus();
  const out = [
    `Capacity benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `${options.connections} connections, ${options.seconds} s per case after ${options.warmupSeconds} s warm-up, loopback; ${CORES} cores (${cpu[0]?.model ?? 'CPU'}); Node ${process.versions.node}; PostgreSQL ${await postgresVersion(options.postgresUrl)}; ${spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim()}`,
    `Machine load average (1 min) before the run ${loadBefore.toFixed(1)}, after ${(loadavg()[0] ?? 0).toFixed(1)}.`,
    'The cluster: N API and N storefront processes, the admin and nginx (npm run start:cluster --no-build), PostgreSQL and a Redis of its own;',
    "every request through nginx's storefront port, as a browser sends it (Accept-Encoding: gzip, deflate, br). The demo catalogue.",
    "anonymous mix: 16 pages (home, categories, the category list, 90 product pages across the mix, a search's results) and 4 JSON GETs per visit;",
    `signed-in mix: the same with a customer's access_token cookie (Bearer to the API), plus the cart page and the cart's JSON twice each; ${CUSTOMERS} customers, ${GROUPED_CUSTOMERS} of them in a customer group with its own prices.`,
    'Baseline: Node\'s bare HTTP server answering "hello" (no framework, no database), directly and behind an nginx set up as the cluster\'s.',
    `req/s per core = req/s ÷ ${CORES} (all the machine's cores, the load generator's included); latencies of all answers; "of bare via nginx" = req/s ÷ the bare server's via nginx with as many processes.`,
    '',
    ...formatTable(rows, CORES),
    '',
    'Growth',
    ...formatGrowth(rows),
    '',
    'Share of the machine per process group while measured (all cores = 100 %; "load" = autocannon in the bench process, "other" = everything else on the machine)',
    ...formatCpu(rows),
    '',
    'PostgreSQL',
    ...formatConnections(rows),
  ];
  const allNotes = [...formatStatuses(rows), ...notes];
  if (allNotes.length > 0) out.push('', 'Notes', ...allNotes.map((n) => `- ${n}`));
  const report = out.join('\n');
  console.log(`\n${report}`);
  await writeFile(join(CACHE_DIR, 'cluster-last.txt'), `${report}\n`);
}

const args = process.argv.slice(2);
if (args.some((a) => a === '--help' || a === '-h')) console.log(USAGE);
else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the cluster, Redis and the servers this benchmark started…`);
      interrupt.abort(new Error(`stopped by ${signal}`));
    });
  main(args).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    if (err instanceof Error && /^--|Unknown option/.test(err.message)) console.error(USAGE);
    process.exit(interrupt.signal.aborted ? 130 : 1);
  });
}
