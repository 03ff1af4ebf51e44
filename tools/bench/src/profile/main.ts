/**
 * Where a product page's time goes (issue #15): CPU profiles of the API under the product-by-slug load (on each
 * engine) and of the storefront under the SSR load of /product/{slug}, with the SQL queries per API request and the
 * API calls per page (how many, and how many run one after another), over the catalogue bench's seeded catalogues.
 *
 *   npm run bench:profile                          # 10 000 products, PostgreSQL then PGlite; SSR on the first engine
 *   npm run bench:profile -- --reuse --size 100000 --engines pg
 *
 * The profiles (`.cpuprofile`, open them in Chrome DevTools or speedscope) and the report are written to
 * tools/bench/.cache/profile/. Ports 5610–5614. The servers carry tools/bench/src/profile/probe.ts, which counts the
 * calls and starts the profiler for the measured seconds only (not the start-up or the warm-up).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROOT, startApi, startServer, type DatabaseLocation, type Server } from '@shop/tools-kit';
import { readFixtures } from '../catalog/fixtures.ts';
import { CACHE_DIR, pgliteCatalogue, postgresCatalogue, type Engine } from '../shared/databases.ts';
import { closedLoop } from '../shared/http-load.ts';
import { loadSettings, type LoadSettings } from '../shared/load.ts';
import { DEFAULT_POSTGRES_URL, engineList, whole } from '../shared/options.ts';
import { buildStorefront, postgresVersion, runBenchmark, stopAndCollect } from '../shared/run.ts';
import { summarize, type Summary } from '../shared/summary.ts';
import { align, ENGINE_TITLE, groupDigits } from '../shared/table.ts';
import { stagesOf, type Call } from './calls.ts';
import { formatSummary, readProfile, summarizeProfile } from './summarize-cpuprofile.ts';

const USAGE = `Usage: npm run bench:profile -- [--size 10000] [--engines pg,pglite] [--duration 10] [--connections 50]
                               [--reuse] [--no-ssr] [--top 15] [--log-level warn|info] [--postgres-url postgres://…/postgres]`;

const PORTS = { api: 5610, apiProbe: 5611, storefront: 5612, storefrontProbe: 5613 } as const;
const PROBE = pathToFileURL(fileURLToPath(new URL('./probe.ts', import.meta.url))).href;
const OUT_DIR = join(CACHE_DIR, 'profile');
/** Requests sent one at a time to count the calls each makes (after one unmeasured request). */
const COUNTED_REQUESTS = 10;

interface Options {
  size: number;
  engines: Engine[];
  seconds: number;
  connections: number;
  reuse: boolean;
  ssr: boolean;
  top: number;
  /** LOG_LEVEL of both servers: warn as the catalogue bench runs them, info as `npm start` does (a line per request). */
  logLevel: string;
  postgresUrl: string;
}

function parseOptions(args: string[]): Options {
  const { values } = parseArgs({
    args,
    options: {
      size: { type: 'string', default: '10000' },
      engines: { type: 'string', default: 'pg,pglite' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      reuse: { type: 'boolean', default: false },
      'no-ssr': { type: 'boolean', default: false },
      top: { type: 'string', default: '15' },
      'log-level': { type: 'string', default: 'warn' },
      'postgres-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
    },
    strict: true,
  });
  return {
    size: whole('--size', values.size, 1, 10_000_000),
    engines: engineList('--engines', values.engines),
    seconds: whole('--duration', values.duration, 1, 600),
    connections: whole('--connections', values.connections, 1, 1000),
    reuse: values.reuse,
    ssr: !values['no-ssr'],
    top: whole('--top', values.top, 1, 100),
    logLevel: values['log-level'],
    postgresUrl: values['postgres-url'],
  };
}

/** The environment that preloads the probe, its control on `port`; `sql` also records the SQL queries. */
const probeEnv = (port: number, sql: boolean, logLevel: string): Record<string, string> => ({
  LOG_LEVEL: logLevel,
  NODE_OPTIONS: `--import ${PROBE}`,
  PROBE_PORT: String(port),
  ...(sql ? { PROBE_SQL: '1' } : {}),
});

async function probe<T>(port: number, method: 'GET' | 'POST', path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method });
  if (!res.ok) throw new Error(`probe ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
const takeCalls = (port: number) => probe<Call[]>(port, 'GET', '/calls');

/** What the counted requests called: per request, the calls, their stages and time, and each distinct call. */
interface CallCount {
  perRequest: number[];
  stages: number[];
  callMs: number[];
  /** Distinct calls (SQL text or URL, shortened), times per request. */
  distinct: [string, number][];
}

async function countCalls(get: () => Promise<void>, ports: number[], kind: Call['kind']): Promise<CallCount> {
  await get();
  for (const port of ports) await takeCalls(port);
  const count: CallCount = { perRequest: [], stages: [], callMs: [], distinct: [] };
  const distinct = new Map<string, number>();
  for (let i = 0; i < COUNTED_REQUESTS; i++) {
    await get();
    const calls = (await Promise.all(ports.map(takeCalls))).flat().filter((c) => c.kind === kind);
    count.perRequest.push(calls.length);
    count.stages.push(stagesOf(calls));
    count.callMs.push(calls.reduce((sum, c) => sum + (c.end - c.start), 0));
    for (const c of calls) {
      const key = kind === 'fetch' ? c.what.replace(/^https?:\/\/[^/]+/, '') : c.what.slice(0, 150);
      distinct.set(key, (distinct.get(key) ?? 0) + 1 / COUNTED_REQUESTS);
    }
  }
  count.distinct = [...distinct.entries()].sort((a, b) => b[1] - a[1]);
  return count;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function formatCount(title: string, count: CallCount): string[] {
  return [
    `${title}: ${median(count.perRequest)} per request (min ${Math.min(...count.perRequest)}, max ${Math.max(...count.perRequest)}), ` +
      `in ${median(count.stages)} sequential stage(s), ${median(count.callMs).toFixed(1)} ms of call time (median of ${COUNTED_REQUESTS} requests sent one at a time)`,
    ...align(
      ['per request', 'call'],
      count.distinct.map(([what, n]) => [n.toFixed(1), what]),
      [1],
    ).map((line) => `  ${line}`),
  ];
}

const loadLine = (what: string, s: Summary) =>
  `${what}: ${s.requestsPerSecond.toFixed(0)} req/s, p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, ${s.responses} answers (${s.failures} failed) in ${s.seconds.toFixed(1)} s`;

/** Warms up, then drives `url` for the measured seconds with the profilers of `probes` running; writes one profile per probe. */
async function profiledLoad(
  url: string,
  settings: LoadSettings,
  probes: { port: number; file: string }[],
  headers: Record<string, string> = {},
): Promise<Summary> {
  await closedLoop(url, { connections: settings.connections, seconds: settings.warmupSeconds, headers });
  for (const p of probes) await probe(p.port, 'POST', '/profile/start');
  const run = await closedLoop(url, { connections: settings.connections, seconds: settings.seconds, headers });
  for (const p of probes) await probe(p.port, 'POST', `/profile/stop?file=${encodeURIComponent(p.file)}`);
  return summarize(run.samples, run.seconds);
}

async function profileSection(title: string, file: string, top: number): Promise<string[]> {
  return [
    ``,
    `── ${title} (${file.slice(ROOT.length)})`,
    ...formatSummary(summarizeProfile(await readProfile(file)), top),
  ];
}

const getOk = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
};

/** A storefront page to profile: what is asked and by whom, and whether the render cache is on. */
interface StorefrontCase {
  title: string;
  /** In the profiles' file names. */
  tag: string;
  path: string;
  headers: Record<string, string>;
  renderCache: boolean;
}

/**
 * One storefront page under load against `api`: the API calls and SQL queries per page, then CPU profiles of the
 * storefront and the API over the measured seconds.
 */
async function profileStorefront(
  c: StorefrontCase,
  api: Server,
  where: string,
  engine: Engine,
  options: Options,
  settings: LoadSettings,
  notes: string[],
): Promise<string[]> {
  const storefront = await startServer({
    name: 'the storefront',
    cwd: join(ROOT, 'apps/storefront'),
    entry: 'server.ts',
    port: PORTS.storefront,
    healthPath: '/healthz',
    env: {
      STOREFRONT_HOST: '127.0.0.1',
      STOREFRONT_PORT: String(PORTS.storefront),
      STOREFRONT_PUBLIC_URL: `http://127.0.0.1:${PORTS.storefront}`,
      API_URL: api.origin,
      NODE_ENV: 'production',
      STOREFRONT_RENDER_CACHE: c.renderCache ? 'on' : 'off',
      ...probeEnv(PORTS.storefrontProbe, false, options.logLevel),
    },
  });
  try {
    const page = storefront.origin + c.path;
    // A cached page is measured once the cache serves it (the change stream's `ready` first, then one render).
    for (let i = 0; c.renderCache && i < 50; i++) {
      const answer = (await fetch(page, { headers: c.headers })).headers.get('x-render-cache');
      if (answer === 'hit' || answer === 'group-hit') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`${where}: counting the API calls and SQL queries of the ${c.title}…`);
    const fetches = await countCalls(() => getOk(page, c.headers), [PORTS.storefrontProbe], 'fetch');
    const sql = await countCalls(() => getOk(page, c.headers), [PORTS.apiProbe], 'sql');
    console.log(`${where}: ${c.title} under load, profiling the storefront and the API…`);
    const files = {
      storefront: join(OUT_DIR, `storefront-${c.tag}-${engine}.cpuprofile`),
      api: join(OUT_DIR, `api-under-${c.tag}-${engine}.cpuprofile`),
    };
    const load = await profiledLoad(
      page,
      settings,
      [
        { port: PORTS.storefrontProbe, file: files.storefront },
        { port: PORTS.apiProbe, file: files.api },
      ],
      c.headers,
    );
    return [
      '',
      loadLine(`${c.title}: GET ${c.path}`, load),
      ...formatCount('API calls of the storefront (fetch) per page', fetches),
      ...formatCount('SQL queries per page (all its API calls)', sql),
      ...(await profileSection(`storefront CPU profile, ${c.title}, ${where}`, files.storefront, options.top)),
      ...(await profileSection(`API CPU profile while it serves the ${c.title}, ${where}`, files.api, options.top)),
    ];
  } finally {
    await stopAndCollect(storefront, 'storefront', `profile ${where}`, notes);
  }
}

async function profileEngine(
  engine: Engine,
  location: DatabaseLocation,
  options: Options,
  settings: LoadSettings,
  withSsr: boolean,
  notes: string[],
): Promise<string[]> {
  const where = `${ENGINE_TITLE[engine]} ${groupDigits(options.size)}`;
  const secrets = { jwtSecret: randomBytes(32).toString('base64url'), adminPassword: 'bench-admin-password' };
  const workDir = await mkdtemp(join(tmpdir(), 'shop-bench-profile-'));
  const out: string[] = ['', `════ ${where}`];
  const startProbedApi = () =>
    startApi(PORTS.api, location, workDir, secrets, true, probeEnv(PORTS.apiProbe, true, options.logLevel));
  try {
    // 1. The API alone under the product-by-slug load.
    let api: Server = await startProbedApi();
    let slugPath: string;
    let customerToken: string;
    try {
      const fixtures = await readFixtures(api.origin, secrets.adminPassword);
      slugPath = `/product/${encodeURIComponent(fixtures.productSlug)}`;
      customerToken = fixtures.customerToken;
      const byslug = `${api.origin}/api/v1/product/by-slug/${encodeURIComponent(fixtures.productSlug)}`;
      console.log(`${where}: counting the SQL queries of product by slug…`);
      const sql = await countCalls(() => getOk(byslug), [PORTS.apiProbe], 'sql');
      console.log(`${where}: product by slug under load, profiling the API…`);
      const file = join(OUT_DIR, `api-by-slug-${engine}.cpuprofile`);
      const load = await profiledLoad(byslug, settings, [{ port: PORTS.apiProbe, file }]);
      out.push(
        loadLine(`GET /api/v1/product/by-slug/{slug} (${fixtures.productSlug})`, load),
        ...formatCount('SQL queries', sql),
      );
      out.push(...(await profileSection(`API CPU profile, product by slug, ${where}`, file, options.top)));
    } finally {
      await stopAndCollect(api, 'API', `profile ${where}`, notes);
    }
    if (!withSsr) return out;

    // 2. The storefront's SSR of /product/{slug} with the render cache off (the profile is of rendering a page; a
    // cached page renders once per change), and 3. a signed-in group customer's product page from the render cache
    // (issue #27), each against a fresh API (both profiled).
    const cases: StorefrontCase[] = [
      { title: 'SSR product page', tag: 'ssr', path: slugPath, headers: {}, renderCache: false },
      {
        title: "signed-in group customer's product page, render cache on",
        tag: 'signed-in',
        path: slugPath,
        headers: { cookie: `access_token=${customerToken}`, 'accept-encoding': 'gzip, deflate, br' },
        renderCache: true,
      },
    ];
    for (const c of cases) {
      api = await startProbedApi();
      try {
        out.push(...(await profileStorefront(c, api, where, engine, options, settings, notes)));
      } finally {
        await stopAndCollect(api, 'API', `profile ${where} ${c.tag}`, notes);
      }
    }
    return out;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function main(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const settings = loadSettings(options.connections, options.seconds);
  if (options.engines.length === 0) throw new Error('nothing to measure: give --engines');
  await mkdir(OUT_DIR, { recursive: true });
  if (options.ssr) buildStorefront();
  const loadBefore = loadavg()[0] ?? 0;
  const sections: string[] = [];
  const notes: string[] = [];
  for (const [i, engine] of options.engines.entries()) {
    const db =
      engine === 'pg'
        ? await postgresCatalogue(options.postgresUrl, options.size, options.reuse)
        : await pgliteCatalogue(options.size, options.reuse);
    try {
      const section = await profileEngine(engine, db.location, options, settings, options.ssr && i === 0, notes);
      sections.push(...section);
      // Shown at once too: a run that fails later still leaves this engine's figures on the screen.
      console.log(section.join('\n'));
    } finally {
      await db.dispose();
    }
  }
  const cpu = cpus();
  const pgVersion = options.engines.includes('pg') ? `, PostgreSQL ${await postgresVersion(options.postgresUrl)}` : '';
  const report = [
    `Profile of a product page (issue #15), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `${options.connections} connections, ${options.seconds} s profiled after ${settings.warmupSeconds} s warm-up, loopback; ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; Node ${process.versions.node}${pgVersion}`,
    `Machine load average (1 min) before the run ${loadBefore.toFixed(1)}, after ${(loadavg()[0] ?? 0).toFixed(1)}. The API's catalogue cache is on (as in production); LOG_LEVEL=${options.logLevel}.`,
    `V8 sampling profiler at 1 ms in each server process for the measured seconds only; the load generator runs in this process on the same cores.`,
    ...sections,
    ...(notes.length > 0 ? ['', 'Notes', ...notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
  console.log(`\n${report}`);
  await writeFile(join(OUT_DIR, 'profile-last.txt'), `${report}\n`);
}

runBenchmark(main, USAGE);
