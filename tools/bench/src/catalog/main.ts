/**
 * The catalogue benchmark of issue #4: the public category listing (with facets), the product by slug,
 * search, the admin product list and the storefront's server-rendered product page, each under load, beside a
 * bare Fastify server answering one SQL query of the same shape over the same database in the same run. Issue #15
 * adds the product page from the storefront's render cache and the floor it is judged against: a static file of
 * the page's size served by the same storefront process; and, from a second API with its caches off, the category
 * pages with facets and the product page from cold (the rows marked ", cold").
 * Figures are printed with the issue's targets marked ✓/✗, never asserted.
 *
 *   npm run bench:catalog                      # 10 000 and 100 000 products on PGlite and PostgreSQL
 *   npm run bench:catalog -- --million --reuse # and the admin list on 1 000 000 (PostgreSQL), keeping the seeds
 *   npm run bench:catalog -- --no-cache        # every request cold: the API's catalogue cache off
 *
 * Ports 5600 (API), 5601 (baseline), 5602 (storefront, once with STOREFRONT_RENDER_CACHE=off, once with it on). Every server runs alone while it is measured, so
 * the API and its baseline get the same machine.
 */
import { randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { ROOT, startApi, type DatabaseLocation } from '@shop/tools-kit';
import {
  CACHE_DIR,
  pgliteCatalogue,
  postgresCatalogue,
  type Engine,
  type SeededDatabase,
} from '../shared/databases.ts';
import { loadSettings, measure, SLOW_ROUND_SECONDS, type LoadSettings, type Measured } from '../shared/load.ts';
import { startBaseline, startStorefront } from '../shared/processes.ts';
import { buildStorefront, escapeHtml, postgresVersion, progress, runBenchmark, stopAndCollect } from '../shared/run.ts';
import { ENGINE_TITLE, formatTargets, groupDigits } from '../shared/table.ts';
import {
  adminCases,
  apiCases,
  BROWSER_ENCODINGS,
  coldCases,
  FLOOR_FILE,
  signedInCases,
  storefrontCases,
  type BenchCase,
} from './cases.ts';
import { readFixtures, type Fixtures } from './fixtures.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import { formatSection, targetChecks, type ResultRow } from './report.ts';

const PORTS = { api: 5600, baseline: 5601, storefront: 5602 } as const;
const MILLION = 1_000_000;
/** The storefront's client build, which its server serves files from (the floor file goes there for the run). */
const STOREFRONT_CLIENT_DIR = join(ROOT, 'apps/storefront/build/client');

/** One catalogue to measure: all cases, or (at a million products) the admin list only. */
interface Plan {
  engine: Engine;
  size: number;
  scope: 'all' | 'admin';
}

function plansOf(options: BenchOptions): Plan[] {
  const plans: Plan[] = options.engines.flatMap((engine) =>
    options.sizes.map((size) => ({ engine, size, scope: 'all' as const })),
  );
  if (options.million) plans.push({ engine: 'pg', size: MILLION, scope: 'admin' });
  return plans;
}

/** A GET once before the load: a case that does not answer 200, or lists no products, is worth a note. */
async function checkCase(origin: string, c: BenchCase, notes: string[], where: string): Promise<void> {
  const res = await fetch(origin + c.path, { headers: c.headers ?? {} });
  const body = await res.text();
  if (!res.ok) {
    notes.push(
      `${where}: ${c.name} answered ${res.status} before the load (${body.slice(0, 120)}); measured anyway, see "fail"`,
    );
    return;
  }
  if (c.kind === 'ssr-signed' || c.kind === 'ssr-cart') {
    // The customer's own page from their price group's kept one: the figure is not that of a visitor's page.
    const answer = res.headers.get('x-render-cache');
    const token = /access_token=([^;]+)/.exec(c.headers?.['cookie'] ?? '')?.[1];
    if (!answer?.startsWith('group-') || token === undefined || !body.includes(token))
      notes.push(`${where}: ${c.name} is not the customer's page from the group's cache (X-Render-Cache: ${answer})`);
    return;
  }
  if (['ssr', 'ssr-cached', 'static'].includes(c.kind)) return;
  const list = (JSON.parse(body) as { payload: { productList?: unknown[] } }).payload.productList;
  if (list !== undefined && list.length === 0) notes.push(`${where}: ${c.name} returned no products`);
}

/** How long the cached storefront may take to connect to the API's change stream before the cached case runs anyway. */
const LIVE_WAIT_MS = 15_000;

/** The page's HTML as a browser gets it (uncompressed here), after checking it is the real page. */
async function readPage(
  origin: string,
  c: BenchCase,
  f: Fixtures,
  notes: string[],
  where: string,
): Promise<{ html: string; cache: string | null }> {
  const res = await fetch(origin + c.path);
  const html = await res.text();
  if (!res.ok) notes.push(`${where}: the product page answered ${res.status}`);
  else if (!html.includes(f.productTitle) && !html.includes(escapeHtml(f.productTitle))) {
    notes.push(
      `${where}: the product page does not show the product's title yet (a placeholder?): its SSR figure is not the real page's`,
    );
  }
  return { html, cache: res.headers.get('x-render-cache') };
}

/** The bytes of one answer as sent (not decoded) to a browser's Accept-Encoding, and their encoding. */
function wireSize(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: BROWSER_ENCODINGS }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => void (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'plain') }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Writes the static floor: the page's HTML and its brotli and gzip copies, as the build precompresses its files. */
async function writeFloor(html: string): Promise<string[]> {
  const file = join(STOREFRONT_CLIENT_DIR, FLOOR_FILE);
  const body = Buffer.from(html);
  const copies: [string, Buffer][] = [
    [file, body],
    [`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })],
    [`${file}.gz`, gzipSync(body, { level: 6 })],
  ];
  for (const [path, bytes] of copies) await writeFile(path, bytes);
  return copies.map(([path]) => path);
}

/**
 * The storefront's three cases: the product page with the render cache off, then (in a second storefront process,
 * whose client build holds the floor file) the page from the render cache and the static file of the page's size.
 */
async function measureStorefront(
  apiOrigin: string,
  f: Fixtures,
  settings: LoadSettings,
  notes: string[],
  where: string,
): Promise<{ c: BenchCase; summary: Measured }[]> {
  const cases = storefrontCases(f);
  const measured: { c: BenchCase; summary: Measured }[] = [];
  const load = async (origin: string, c: BenchCase) => {
    process.stdout.write(`  ${where}: ${c.name}…`);
    measured.push({ c, summary: progress(await measure(origin, c.path, settings, { headers: c.headers ?? {} })) });
  };

  let html: string;
  const uncached = await startStorefront(PORTS.storefront, apiOrigin, { STOREFRONT_RENDER_CACHE: 'off' });
  try {
    ({ html } = await readPage(uncached.origin, cases.uncached, f, notes, where));
    await load(uncached.origin, cases.uncached);
  } finally {
    await stopAndCollect(uncached, 'storefront (render cache off)', where, notes);
  }

  const floorFiles = await writeFloor(html);
  try {
    const cached = await startStorefront(PORTS.storefront, apiOrigin);
    try {
      // The cache serves only once the storefront has the API's change stream (`ready`); until then pages bypass it.
      const deadline = Date.now() + LIVE_WAIT_MS;
      let state: string | null = null;
      while (Date.now() < deadline && state !== 'hit') {
        state = (await readPage(cached.origin, cases.cached, f, notes, where)).cache;
        if (state !== 'hit') await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (state !== 'hit')
        notes.push(
          `${where}: the render cache was not serving (X-Render-Cache: ${state}); is the API's change stream there? The cached case measured fresh renders`,
        );
      await load(cached.origin, cases.cached);
      const [floor, page] = [
        await wireSize(cached.origin + cases.floor.path),
        await wireSize(cached.origin + cases.cached.path),
      ];
      notes.push(
        `${where}: the static floor is the uncached page's HTML (${groupDigits(Buffer.byteLength(html))} bytes) as a file, sent ${floor.encoding} in ${groupDigits(floor.bytes)} bytes; the cached page ${page.encoding} in ${groupDigits(page.bytes)} bytes`,
      );
      await load(cached.origin, cases.floor);
      // Issue #27: a signed-in group customer's pages, from the same storefront with its render cache.
      for (const c of signedInCases(f)) {
        await checkCase(cached.origin, c, notes, where);
        await load(cached.origin, c);
      }
    } finally {
      await stopAndCollect(cached, 'storefront', where, notes);
    }
  } finally {
    for (const file of floorFiles) await rm(file, { force: true });
  }
  return measured;
}

/** Measures one catalogue: the API (and storefront) first, then the baseline over the same database. */
async function runPlan(
  plan: Plan,
  location: DatabaseLocation,
  options: BenchOptions,
  settings: LoadSettings,
  notes: string[],
): Promise<ResultRow[]> {
  const where = `${ENGINE_TITLE[plan.engine]} ${groupDigits(plan.size)}`;
  const secrets = { jwtSecret: randomBytes(32).toString('base64url'), adminPassword: 'bench-admin-password' };
  const workDir = await mkdtemp(join(tmpdir(), 'shop-bench-catalog-'));
  const measured: { c: BenchCase; summary: Measured }[] = [];
  const measureApi = async (origin: string, cases: readonly BenchCase[]) => {
    for (const c of cases) {
      await checkCase(origin, c, notes, where);
      process.stdout.write(`  ${where}: ${c.name}…`);
      measured.push({ c, summary: progress(await measure(origin, c.path, settings, { headers: c.headers ?? {} })) });
    }
  };
  let fixtures: Fixtures;
  try {
    const api = await startApi(PORTS.api, location, workDir, secrets, options.cache);
    try {
      fixtures = await readFixtures(api.origin, secrets.adminPassword);
      const cases = plan.scope === 'admin' ? adminCases(fixtures) : apiCases(fixtures);
      await measureApi(api.origin, options.cache ? cases : cases.map((c) => ({ ...c, cold: true })));
      if (options.ssr && plan.scope === 'all')
        measured.push(...(await measureStorefront(api.origin, fixtures, settings, notes, where)));
    } finally {
      await stopAndCollect(api, 'API', where, notes);
    }
    if (options.cache && plan.scope === 'all') {
      // The same catalogue from cold, in the same run: a second API with its caches off.
      const coldApi = await startApi(PORTS.api, location, workDir, secrets, false);
      try {
        await measureApi(coldApi.origin, coldCases(fixtures));
      } finally {
        await stopAndCollect(coldApi, 'API with caches off', where, notes);
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const baseline = await startBaseline(PORTS.baseline, location, 'tools/bench/src/catalog/baseline-server.ts');
  const rows: ResultRow[] = [];
  try {
    const byPath = new Map<string, Measured>();
    for (const { c, summary } of measured) {
      // The SSR page's baseline is the product-by-slug query, already measured for the API case.
      const known = byPath.get(c.baselinePath);
      if (known === undefined) process.stdout.write(`  ${where}: baseline for ${c.name}…`);
      const base = known ?? progress(await measure(baseline.origin, c.baselinePath, settings));
      byPath.set(c.baselinePath, base);
      rows.push({
        engine: plan.engine,
        size: plan.size,
        name: c.name,
        kind: c.kind,
        cold: c.cold === true,
        measured: summary,
        baseline: base,
      });
      for (const [who, figures] of [
        ['', summary],
        ['baseline of ', base],
      ] as const) {
        if (figures.fromWarmup)
          notes.push(
            `${where}: ${who}${c.name}: figures of the warm-up round (${figures.responses} answers in ${figures.seconds.toFixed(0)} s)`,
          );
      }
    }
  } finally {
    await stopAndCollect(baseline, 'baseline server', where, notes);
  }
  return rows;
}

async function main(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const settings = loadSettings(options.connections, options.seconds);
  const plans = plansOf(options);
  if (plans.length === 0) throw new Error('nothing to measure: give --sizes and --engines, or --million');
  await mkdir(CACHE_DIR, { recursive: true });
  if (options.ssr && plans.some((p) => p.scope === 'all')) buildStorefront();

  // Other work on the machine skews every figure; the load before the run is printed with them.
  const loadBefore = loadavg()[0] ?? 0;
  const rows: ResultRow[] = [];
  const notes: string[] = [];
  const seeded: string[] = [];
  for (const plan of plans) {
    console.log(`\n${ENGINE_TITLE[plan.engine]}, ${groupDigits(plan.size)} products`);
    const db: SeededDatabase =
      plan.engine === 'pg'
        ? await postgresCatalogue(options.postgresUrl, plan.size, options.reuse)
        : await pgliteCatalogue(plan.size, options.reuse);
    seeded.push(
      `${ENGINE_TITLE[plan.engine]} ${groupDigits(plan.size)}: ${db.seedSeconds === 0 ? 'reused' : `seeded in ${db.seedSeconds.toFixed(0)} s`}`,
    );
    try {
      const planRows = await runPlan(plan, db.location, options, settings, notes);
      rows.push(...planRows);
      // Shown at once too: a long run that is interrupted later still leaves these figures on the screen.
      console.log(formatSection(planRows).join('\n'));
    } finally {
      await db.dispose();
    }
  }

  const pgVersion =
    options.engines.includes('pg') || options.million
      ? `, PostgreSQL ${await postgresVersion(options.postgresUrl)}`
      : '';
  const cpu = cpus();
  const out: string[] = [
    `Catalogue benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `${options.connections} connections, ${options.seconds} s per case after ${settings.warmupSeconds} s warm-up, loopback; ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; Node ${process.versions.node}${pgVersion}`,
    `Machine load average (1 min) before the run ${loadBefore.toFixed(1)}, after ${(loadavg()[0] ?? 0).toFixed(1)}.`,
    options.cache
      ? `The API's catalogue cache is on (as in production): repeated listing pages, facets and search hits come from it; cards are read live.`
      : `The API's catalogue cache is off (--no-cache): every listing page, facet count and search runs its queries.`,
    `Latencies in ms (p50/p95/p99 of 2xx responses); "fail" = non-2xx + errors; ratio = req/s ÷ baseline req/s;`,
    `s = seconds the counted answers took (the measured time and the last round of requests, which is awaited and counted);`,
    `a case whose warm-up round alone took over ${SLOW_ROUND_SECONDS} s is not run again: that round's answers are its figures (see Notes).`,
    `Storefront: the product page with the render cache off (STOREFRONT_RENDER_CACHE=off: rendered per request), from the render cache, and the floor: the page's HTML as a static file with brotli and gzip copies, served by the same storefront process; all three asked with Accept-Encoding: gzip, deflate, br, as a browser does. Then, from that storefront, a signed-in customer of a price group (their access cookie): the product page, the biggest category's page and the cart (issue #27).`,
    `Baseline: bare Fastify + one SQL query of the same shape (listing: subtree page by created_at, no facets; search: websearch_to_tsquery + ts_rank_cd; admin: page by created_at), pool 10 like the API.`,
    `Catalogues: ${seeded.join('; ')}`,
  ];
  for (const plan of plans) {
    const section = rows.filter((r) => r.engine === plan.engine && r.size === plan.size);
    out.push(
      '',
      `${ENGINE_TITLE[plan.engine]}, ${groupDigits(plan.size)} products${plan.scope === 'admin' ? ' (admin list only)' : ''}`,
      ...formatSection(section),
    );
  }
  out.push(
    '',
    'Targets (issues #4, #15 and #27; printed, not asserted)',
    ...formatTargets(targetChecks(rows, options.connections)),
  );
  if (notes.length > 0) out.push('', 'Notes', ...notes.map((n) => `- ${n}`));
  const report = out.join('\n');
  console.log(`\n${report}`);
  await writeFile(join(CACHE_DIR, 'catalog-last.txt'), `${report}\n`);
}

runBenchmark(main, USAGE);
