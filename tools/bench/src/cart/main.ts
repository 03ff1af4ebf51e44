/**
 * The cart benchmark of issue #12: getCart of a customer's cart of 10 lines, addCartProducts (quantity 1, spread
 * over 20 lines of one cart) and the storefront's server-rendered /cart, on PGlite and PostgreSQL, each beside a
 * bare Fastify server running one SQL statement of the same shape over the same database in the same run (the
 * /cart page beside the API's getCart, which it waits on). Every add answered 2xx is counted, and the cart must
 * hold exactly those afterwards: no lost update. Figures are printed with the issue's targets marked ✓/✗, never
 * asserted.
 *
 *   npm run bench:cart                      # 10 000 products on PGlite and PostgreSQL, 10 s per case
 *   npm run bench:cart -- --engines pg --duration 5 --reuse
 *
 * Ports 5610 (API), 5611 (baseline), 5612 (storefront). Every server runs alone while it is measured (the
 * storefront beside the API it renders from), so the API and its baseline get the same machine.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, type DatabaseLocation } from '@shop/tools-kit';
import { CACHE_DIR, pgliteCatalogue, postgresCatalogue, type Engine } from '../shared/databases.ts';
import { loadSettings, measure, type LoadSettings, type Measured } from '../shared/load.ts';
import { startBaseline, startStorefront } from '../shared/processes.ts';
import { buildStorefront, escapeHtml, postgresVersion, progress, runBenchmark, stopAndCollect } from '../shared/run.ts';
import { ENGINE_TITLE, formatTargets, groupDigits } from '../shared/table.ts';
import { parseOptions, USAGE, type CartBenchOptions } from './options.ts';
import { formatSection, formatWriteCheck, targetChecks, type CartRow } from './report.ts';
import {
  ADD_PRODUCTS,
  apiCartQuantities,
  baselineCartQuantities,
  CART_LINES,
  prepareShoppers,
  type CartFixtures,
  type Shopper,
} from './shoppers.ts';
import { checkWrites, emptyTally, roundRobinAdds, type WriteCheck } from './writes.ts';

const PORTS = { api: 5610, baseline: 5611, storefront: 5612 } as const;
/** The cap on a line's quantity (SPEC 9): a line reaching it would make the lost-update check meaningless. */
const LINE_CAP = 100_000;

const bearer = (shopper: Shopper) => ({ authorization: `Bearer ${shopper.accessToken}` });

interface EngineResult {
  rows: CartRow[];
  writes: { engine: Engine; side: 'API' | 'baseline'; check: WriteCheck }[];
}

/** Measures one add case: the adds, counted, then the cart read back and compared with the count. */
async function measureAdds(
  label: string,
  run: (next: ReturnType<typeof roundRobinAdds>) => Promise<Measured>,
  body: (productId: string) => unknown,
  productIds: readonly string[],
  quantities: () => Promise<Map<string, number>>,
  notes: string[],
): Promise<{ summary: Measured; check: WriteCheck }> {
  const start = await quantities();
  const tally = emptyTally();
  const summary = await run(roundRobinAdds(productIds, body, tally));
  const end = await quantities();
  if ([...end.values()].some((q) => q >= LINE_CAP))
    notes.push(`${label}: a line reached the ${groupDigits(LINE_CAP)} cap, so the lost-update check cannot tell`);
  return { summary, check: checkWrites(start, end, tally) };
}

/** The storefront's /cart for the reader, signed in by the `access_token` cookie the storefront itself sets. */
async function measureCartPage(
  apiOrigin: string,
  f: CartFixtures,
  settings: LoadSettings,
  notes: string[],
  where: string,
): Promise<Measured> {
  const storefront = await startStorefront(PORTS.storefront, apiOrigin);
  try {
    const headers = { cookie: `access_token=${f.reader.accessToken}` };
    const res = await fetch(`${storefront.origin}/cart`, { headers });
    const html = await res.text();
    if (!res.ok) notes.push(`${where}: the /cart page answered ${res.status} before the load`);
    else if (!f.readerTitles.some((t) => html.includes(t) || html.includes(escapeHtml(t)))) {
      notes.push(
        `${where}: the /cart page shows none of the cart's products (still a placeholder?): its SSR figure is the layout's, not the real page's`,
      );
    }
    process.stdout.write(`  ${where}: SSR /cart…`);
    return progress(await measure(storefront.origin, '/cart', settings, { headers }));
  } finally {
    await stopAndCollect(storefront, 'storefront', where, notes);
  }
}

/** Measures one engine: the API (and storefront) first, then the baseline over the same database. */
async function runEngine(
  engine: Engine,
  location: DatabaseLocation,
  options: CartBenchOptions,
  settings: LoadSettings,
  notes: string[],
): Promise<EngineResult> {
  const where = ENGINE_TITLE[engine];
  const secrets = { jwtSecret: randomBytes(32).toString('base64url'), adminPassword: 'bench-admin-password' };
  const workDir = await mkdtemp(join(tmpdir(), 'shop-bench-cart-'));
  let f: CartFixtures;
  let get: Measured;
  let add: { summary: Measured; check: WriteCheck };
  let page: Measured | undefined;
  try {
    const api = await startApi(PORTS.api, location, workDir, secrets);
    try {
      f = await prepareShoppers(api.origin, secrets.adminPassword);
      const lines = (await apiCartQuantities(api.origin, f.reader)).size;
      if (lines !== CART_LINES) notes.push(`${where}: the reader's cart holds ${lines} lines, not ${CART_LINES}`);
      process.stdout.write(`  ${where}: getCart, ${CART_LINES} lines…`);
      get = progress(await measure(api.origin, '/api/v1/cart', settings, { headers: bearer(f.reader) }));
      process.stdout.write(`  ${where}: addCartProducts…`);
      const writer = f.writer;
      add = await measureAdds(
        `${where} API`,
        (next) =>
          measure(api.origin, '/api/v1/cart/product', settings, { method: 'POST', headers: bearer(writer), next }),
        (productId) => ({ cartProductList: [{ productId, quantity: 1 }] }),
        f.addProductIds,
        () => apiCartQuantities(api.origin, writer),
        notes,
      );
      progress(add.summary);
      if (options.ssr) page = await measureCartPage(api.origin, f, settings, notes, where);
    } finally {
      await stopAndCollect(api, 'API', where, notes);
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  const baseline = await startBaseline(PORTS.baseline, location, 'tools/bench/src/cart/baseline-server.ts');
  let baseGet: Measured;
  let baseAdd: { summary: Measured; check: WriteCheck };
  try {
    process.stdout.write(`  ${where}: baseline for getCart…`);
    baseGet = progress(await measure(baseline.origin, `/cart?userId=${f.reader.userId}`, settings));
    process.stdout.write(`  ${where}: baseline for addCartProducts…`);
    const userId = f.baselineWriter.userId;
    baseAdd = await measureAdds(
      `${where} baseline`,
      (next) => measure(baseline.origin, '/cart/product', settings, { method: 'POST', next }),
      (productId) => ({ userId, productId, quantity: 1 }),
      f.addProductIds,
      () => baselineCartQuantities(baseline.origin, userId),
      notes,
    );
    progress(baseAdd.summary);
  } finally {
    await stopAndCollect(baseline, 'baseline server', where, notes);
  }

  const rows: CartRow[] = [
    {
      engine,
      kind: 'get',
      name: `getCart, ${CART_LINES} lines`,
      measured: get,
      besideName: 'baseline: 1 select',
      beside: baseGet,
    },
    {
      engine,
      kind: 'add',
      name: `addCartProducts, 1 of ${ADD_PRODUCTS} products`,
      measured: add.summary,
      besideName: 'baseline: 1 upsert',
      beside: baseAdd.summary,
    },
  ];
  if (page !== undefined)
    rows.push({
      engine,
      kind: 'ssr',
      name: `SSR /cart, ${CART_LINES} lines`,
      measured: page,
      besideName: 'API getCart',
      beside: get,
    });
  for (const [what, figures] of [
    ['getCart', get],
    ['addCartProducts', add.summary],
    ['SSR /cart', page],
    ['baseline for getCart', baseGet],
    ['baseline for addCartProducts', baseAdd.summary],
  ] as const) {
    if (figures?.fromWarmup === true)
      notes.push(
        `${where}: ${what}: figures of the warm-up round (${figures.responses} answers in ${figures.seconds.toFixed(0)} s)`,
      );
  }
  return {
    rows,
    writes: [
      { engine, side: 'API', check: add.check },
      { engine, side: 'baseline', check: baseAdd.check },
    ],
  };
}

async function main(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const settings = loadSettings(options.connections, options.seconds);
  if (options.engines.length === 0) throw new Error('nothing to measure: give --engines');
  await mkdir(CACHE_DIR, { recursive: true });
  if (options.ssr) buildStorefront();

  // Other work on the machine skews every figure; the load before the run is printed with them.
  const loadBefore = loadavg()[0] ?? 0;
  const results: EngineResult[] = [];
  const notes: string[] = [];
  const seeded: string[] = [];
  for (const engine of options.engines) {
    console.log(`\n${ENGINE_TITLE[engine]}, ${groupDigits(options.size)} products`);
    const db =
      engine === 'pg'
        ? await postgresCatalogue(options.postgresUrl, options.size, options.reuse)
        : await pgliteCatalogue(options.size, options.reuse);
    seeded.push(
      `${ENGINE_TITLE[engine]}: ${db.seedSeconds === 0 ? 'reused' : `seeded in ${db.seedSeconds.toFixed(0)} s`}`,
    );
    try {
      const result = await runEngine(engine, db.location, options, settings, notes);
      results.push(result);
      // Shown at once too: a run interrupted later still leaves these figures on the screen.
      console.log(
        [
          ...formatSection(result.rows),
          ...result.writes.map((w) => formatWriteCheck(`${ENGINE_TITLE[w.engine]} ${w.side}`, w.check)),
        ].join('\n'),
      );
    } finally {
      await db.dispose();
    }
  }

  const pgVersion = options.engines.includes('pg') ? `, PostgreSQL ${await postgresVersion(options.postgresUrl)}` : '';
  const cpu = cpus();
  const out: string[] = [
    `Cart benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `${options.connections} connections, ${options.seconds} s per case after ${settings.warmupSeconds} s warm-up, loopback; ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; Node ${process.versions.node}${pgVersion}`,
    `Machine load average (1 min) before the run ${loadBefore.toFixed(1)}, after ${(loadavg()[0] ?? 0).toFixed(1)}.`,
    `Catalogue of ${groupDigits(options.size)} products (${seeded.join('; ')}); the customers are in the group with the larger discount, so carts are read at group prices.`,
    `Latencies in ms (p50/p95/p99 of 2xx responses); "fail" = non-2xx + errors; ratio = req/s ÷ the req/s beside it;`,
    `s = seconds the counted answers took (the measured time and the last round of requests, which is awaited and counted).`,
    `getCart: GET /api/v1/cart with a Bearer token (identity, pricing, lines, cards with image and category) beside one select of the lines joined with their products.`,
    `addCartProducts: POST /api/v1/cart/product of quantity 1, the products in turn (the API answers the whole cart) beside one statement upserting the cart and the line.`,
    `SSR /cart: the storefront's page with the access_token cookie, beside the API's getCart it waits on. Baseline: bare Fastify, pool 10 like the API.`,
    `Lost updates: every add answered 2xx is counted per product (warm-up included); afterwards the cart must hold exactly that much more.`,
  ];
  for (const [i, engine] of options.engines.entries()) {
    const result = results[i];
    if (result === undefined) continue;
    out.push(
      '',
      `${ENGINE_TITLE[engine]}, ${groupDigits(options.size)} products`,
      ...formatSection(result.rows),
      ...result.writes.map((w) => formatWriteCheck(`${ENGINE_TITLE[w.engine]} ${w.side}`, w.check)),
    );
  }
  const rows = results.flatMap((r) => r.rows);
  const apiWrites = results.flatMap((r) => r.writes.filter((w) => w.side === 'API'));
  out.push('', 'Targets (issue #12; printed, not asserted)', ...formatTargets(targetChecks(rows, apiWrites)));
  if (notes.length > 0) out.push('', 'Notes', ...notes.map((n) => `- ${n}`));
  const report = out.join('\n');
  console.log(`\n${report}`);
  await writeFile(join(CACHE_DIR, 'cart-last.txt'), `${report}\n`);
}

runBenchmark(main, USAGE);
