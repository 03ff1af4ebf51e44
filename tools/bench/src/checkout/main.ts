/**
 * The checkout benchmark of issue #13. First, customers checking out concurrently (50 by default, each on its own
 * connection, filling a cart of 10 lines and checking it out again and again; only the checkout is timed) beside a
 * bare Fastify server doing the same with one SQL statement of the checkout's transaction, in the same run; every
 * order answered is then looked for in the database, whose numbers must run 1001…N without gap or repeat. Then the
 * admin order list at 1 000 000 orders generated in SQL: the first page (unfiltered, by status, three searches)
 * and page 500, on one connection and on ten, beside the EXPLAIN ANALYZE times of the SQL the API runs for them.
 * Figures are printed with the issue's targets marked ✓/✗, never asserted.
 *
 *   npm run bench:checkout                          # checkout on PostgreSQL, then the list at 1 000 000 orders
 *   npm run bench:checkout -- --duration 5 --reuse  # keeping the databases (the orders take minutes to generate)
 *   npm run bench:checkout -- --engines pglite,pg --orders 0
 *
 * Ports 5620 (API), 5621 (baseline), 5622 (the API over the generated orders). Every server runs alone while it
 * is measured, so the API and its baseline get the same machine.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { onPostgres, ROOT, startApi, type DatabaseLocation } from '@shop/tools-kit';
import { CACHE_DIR, type Engine } from '../shared/databases.ts';
import { loadSettings, measure, type LoadSettings, type Measured } from '../shared/load.ts';
import { startBaseline } from '../shared/processes.ts';
import { postgresVersion, progress, runBenchmark, stopAndCollect } from '../shared/run.ts';
import { summarize } from '../shared/summary.ts';
import { ENGINE_TITLE, formatTargets, groupDigits, ms } from '../shared/table.ts';
import { CHECKOUT_PRODUCTS, checkoutDatabase, ordersDatabase } from './databases.ts';
import { customerCount } from './generate-orders.ts';
import { listCases, listPath, listSql, type ListCase, type ListTerms } from './list-cases.ts';
import { watchLocks, type LockSummary } from './lock-watch.ts';
import { checkoutLoop, type LoopRun, type Shopper } from './loop.ts';
import { checkNumbering, emptyCheckoutTally, type CheckoutTally, type NumberingCheck } from './numbering.ts';
import { parseOptions, USAGE, type CheckoutBenchOptions } from './options.ts';
import {
  formatCheckoutSection,
  formatListSection,
  formatLocks,
  formatNumbering,
  ordersPerSecond,
  TARGETS,
  targetChecks,
  type CheckoutRow,
  type ListRow,
} from './report.ts';
import {
  apiShopper,
  baselineShopper,
  CHECKOUTS_PER_CUSTOMER,
  checkoutsAhead,
  CustomerRotation,
  customersPerConnection,
  orderNumbers,
  prepareCustomers,
  signIn,
  withDatabase,
  type Customer,
} from './shoppers.ts';

const PORTS = { api: 5620, baseline: 5621, listApi: 5622 } as const;
/** The first administrator the API creates on a users table without one (its ADMIN_EMAIL default). */
const ADMIN_EMAIL = 'admin@tachosnab.local';
const SECRETS = { adminPassword: 'bench-admin-password' } as const;
/** Access tokens outlive the longest run (the default 15 minutes would not). */
const API_ENV = { ACCESS_TOKEN_TTL_SECONDS: String(6 * 3600) };

type CheckoutFigures = Measured & { failedFills: number; stoppedEarly: number };

/**
 * The closed loop of checkouts with a warm-up round first (its orders are counted for the check, not the figures).
 * `prepare` runs before each round, outside its time: the API's shoppers sign in the customers the round will need.
 */
async function measureCheckouts(
  shoppers: Shopper[],
  settings: LoadSettings,
  tally: CheckoutTally,
  prepare: (seconds: number, warmup?: LoopRun) => Promise<void> = async () => undefined,
): Promise<CheckoutFigures> {
  try {
    await prepare(settings.warmupSeconds);
    const warmup = await checkoutLoop(shoppers, settings.warmupSeconds, tally);
    if (warmup.seconds > settings.slowRoundSeconds)
      return {
        ...summarize(warmup.samples, warmup.seconds),
        fromWarmup: true,
        failedFills: warmup.failedFills,
        stoppedEarly: warmup.stoppedEarly,
      };
    await prepare(settings.seconds, warmup);
    const run = await checkoutLoop(shoppers, settings.seconds, tally);
    return {
      ...summarize(run.samples, run.seconds),
      fromWarmup: false,
      failedFills: warmup.failedFills + run.failedFills,
      stoppedEarly: run.stoppedEarly,
    };
  } finally {
    for (const shopper of shoppers) shopper.close();
  }
}

const checkoutProgress = (figures: CheckoutFigures) => {
  process.stdout.write(
    ` ${figures.responses - figures.failures} orders, ${ordersPerSecond(figures).toFixed(0)} orders/s, p95 ${ms(figures.p95)} ms\n`,
  );
  return figures;
};

interface CheckoutResult {
  row: CheckoutRow;
  checks: { engine: Engine; side: 'API' | 'baseline'; check: NumberingCheck }[];
  /** On PostgreSQL: the counter lock while each side was measured. */
  locks: { side: 'API' | 'baseline'; locks: LockSummary }[];
}

/** Runs `work` with the counter lock watched on PostgreSQL (see lock-watch.ts); nothing is watched on PGlite. */
async function watched<T>(
  location: DatabaseLocation,
  work: () => Promise<T>,
): Promise<{ result: T; locks: LockSummary | undefined }> {
  if (location.engine !== 'pg') return { result: await work(), locks: undefined };
  const watch = await watchLocks(location.url);
  try {
    return { result: await work(), locks: await watch.stop() };
  } catch (err) {
    await watch.stop();
    throw err;
  }
}

/** Measures checkout on one engine: the API, then the baseline, each followed by the order check. */
async function runCheckout(
  engine: Engine,
  location: DatabaseLocation,
  options: CheckoutBenchOptions,
  settings: LoadSettings,
  notes: string[],
): Promise<CheckoutResult> {
  const where = ENGINE_TITLE[engine];
  // Before any server opens the database: PGlite has one user at a time.
  // Enough customers for the whole run: each may check out only so many times (CustomerRotation).
  const perConnection = customersPerConnection(settings.warmupSeconds + settings.seconds);
  const { fixtures, before } = await withDatabase(location, async (query) => ({
    fixtures: await prepareCustomers(query, options.connections * perConnection),
    before: (await orderNumbers(query)).length,
  }));
  const customersOf = (i: number) => fixtures.customers.slice(i * perConnection, (i + 1) * perConnection);
  const workDir = await mkdtemp(join(tmpdir(), 'shop-bench-checkout-'));
  const apiTally = emptyCheckoutTally();
  const locks: CheckoutResult['locks'] = [];
  let api: CheckoutFigures;
  try {
    const server = await startApi(
      PORTS.api,
      location,
      workDir,
      { ...SECRETS, jwtSecret: randomBytes(32).toString('base64url') },
      true,
      API_ENV,
    );
    try {
      const rotations = Array.from(
        { length: options.connections },
        (_, i) =>
          new CustomerRotation(customersOf(i), (email, address) => signIn(server.origin, email, undefined, address)),
      );
      const shoppers = rotations.map((rotation, i) => apiShopper(server.origin, rotation, fixtures.productIds, i));
      // Before a round, its customers sign in: at the most a connection could check out before the warm-up, at the
      // warm-up's rate (with room) before the measured round, unless a connection ran out in the warm-up.
      const prepare = (seconds: number, warmup?: LoopRun) =>
        CustomerRotation.prepareAll(
          rotations,
          checkoutsAhead(
            seconds,
            warmup === undefined || warmup.stoppedEarly > 0
              ? undefined
              : { checkoutsPerConnection: warmup.samples.length / shoppers.length, seconds: warmup.seconds },
          ),
        );
      process.stdout.write(`  ${where}: checkout, ${options.connections} connections…`);
      const run = await watched(location, () => measureCheckouts(shoppers, settings, apiTally, prepare));
      api = checkoutProgress(run.result);
      if (run.locks !== undefined) locks.push({ side: 'API', locks: run.locks });
    } finally {
      await stopAndCollect(server, 'API', where, notes);
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const afterApi = await withDatabase(location, orderNumbers);
  const apiCheck = checkNumbering(afterApi, before, apiTally);

  const baselineTally = emptyCheckoutTally();
  let baseline: CheckoutFigures;
  const server = await startBaseline(PORTS.baseline, location, 'tools/bench/src/checkout/baseline-server.ts');
  try {
    process.stdout.write(`  ${where}: baseline checkout…`);
    // The baseline has no limits: one customer per connection.
    const shoppers = Array.from({ length: options.connections }, (_, i) =>
      baselineShopper(server.origin, customersOf(i)[0] as Customer, fixtures.productIds, i),
    );
    const run = await watched(location, () => measureCheckouts(shoppers, settings, baselineTally));
    baseline = checkoutProgress(run.result);
    if (run.locks !== undefined) locks.push({ side: 'baseline', locks: run.locks });
  } finally {
    await stopAndCollect(server, 'baseline server', where, notes);
  }
  const baselineCheck = checkNumbering(await withDatabase(location, orderNumbers), afterApi.length, baselineTally);

  for (const [what, figures] of [
    ['checkout', api],
    ['baseline checkout', baseline],
  ] as const) {
    if (figures.fromWarmup)
      notes.push(
        `${where}: ${what}: figures of the warm-up round (${figures.responses} answers in ${figures.seconds.toFixed(0)} s)`,
      );
    if (figures.failedFills > 0)
      notes.push(`${where}: ${what}: ${figures.failedFills} cart fills failed (their checkouts found an emptier cart)`);
    if (figures.stoppedEarly > 0)
      notes.push(
        `${where}: ${what}: ${figures.stoppedEarly} connections ran out of customers before the time was up (each may check out ${CHECKOUTS_PER_CUSTOMER} times)`,
      );
  }
  return {
    row: { engine, customers: options.connections, measured: api, beside: baseline },
    checks: [
      { engine, side: 'API', check: apiCheck },
      { engine, side: 'baseline', check: baselineCheck },
    ],
    locks,
  };
}

/** What the searches look for, taken from the order in the middle of the numbers: its number, its ИНН (the next company order's) and its customer's e-mail. */
async function findTerms(url: string): Promise<ListTerms> {
  return onPostgres(url, async (client) => {
    const { rows } = await client.query<{ number: number; inn: string; email: string }>(`
      with middle as (select (min(number) + max(number)) / 2 as number from orders)
      select m.number,
        (select company->>'inn' from orders where payer_type = 'company' and number >= m.number order by number limit 1) as inn,
        (select u.email from orders o join users u on u.id = o.user_id where o.number = m.number) as email
      from middle m`);
    const row = rows[0];
    if (row === undefined || row.inn === null || row.email === null)
      throw new Error('the generated orders have no company payer or no customer to search for');
    // "ivanov.1234@mail.ru" -> "vanov.1234": what an admin types, neither the whole address nor its start.
    const local = row.email.split('@')[0] ?? row.email;
    return { number: Number(row.number), inn: row.inn, emailPart: local.slice(1) };
  });
}

/** EXPLAIN ANALYZE of `statement` three times: the median execution time and the last plan. */
async function explain(url: string, statement: string): Promise<{ milliseconds: number; plan: string }> {
  return onPostgres(url, async (client) => {
    const times: number[] = [];
    let plan = '';
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`);
      plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      times.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN));
    }
    return { milliseconds: times.sort((a, b) => a - b)[1] as number, plan };
  });
}

/** The first row of the list table: the API's cheapest request, measured like the cases. */
const FLOOR = 'GET /health: 1 select (the floor)';

interface ListResult {
  rows: ListRow[];
  plans: { case: ListCase; ids: string; count: string }[];
  generateSeconds: number;
}

/** The admin order list over the generated orders: the floor and each case on one connection, then on `listConnections`; then the cases' SQL explained. */
async function runList(options: CheckoutBenchOptions, notes: string[]): Promise<ListResult> {
  const db = await ordersDatabase(options.postgresUrl, options.orders, options.reuse);
  const workDir = await mkdtemp(join(tmpdir(), 'shop-bench-orders-'));
  try {
    const cases = listCases(await findTerms(db.url));
    const single = loadSettings(1, options.seconds);
    const loaded = loadSettings(options.listConnections, options.seconds);
    const measured: {
      case: ListCase | undefined;
      name: string;
      total: number | undefined;
      single: Measured;
      loaded: Measured;
    }[] = [];
    const server = await startApi(
      PORTS.listApi,
      db.location,
      workDir,
      { ...SECRETS, jwtSecret: randomBytes(32).toString('base64url') },
      true,
      API_ENV,
    );
    try {
      const headers = { authorization: `Bearer ${await signIn(server.origin, ADMIN_EMAIL, SECRETS.adminPassword)}` };
      const both = async (name: string, path: string) => {
        process.stdout.write(`  ${name}, 1 connection…`);
        const one = progress(await measure(server.origin, path, single, { headers }));
        process.stdout.write(`  ${name}, ${options.listConnections} connections…`);
        return { single: one, loaded: progress(await measure(server.origin, path, loaded, { headers })) };
      };
      // The same process answering its cheapest request (one `select 1`): what the machine itself adds to every figure.
      measured.push({ case: undefined, name: FLOOR, total: undefined, ...(await both(FLOOR, '/health')) });
      for (const c of cases) {
        const res = await fetch(server.origin + listPath(c), { headers });
        const body = await res.text();
        let total = 0;
        if (!res.ok)
          notes.push(
            `admin list, ${c.name}: answered ${res.status} before the load (${body.slice(0, 160)}); measured anyway, see "fail"`,
          );
        else {
          const { payload } = JSON.parse(body) as { payload: { orderList: unknown[]; pagination: { total: number } } };
          total = payload.pagination.total;
          if (payload.orderList.length === 0) notes.push(`admin list, ${c.name}: no order on the page`);
        }
        measured.push({ case: c, name: c.name, total, ...(await both(`admin list, ${c.name}`, listPath(c))) });
      }
    } finally {
      await stopAndCollect(server, 'API', 'admin list', notes);
    }

    process.stdout.write('  EXPLAIN ANALYZE of the list’s SQL…\n');
    const rows: ListRow[] = [];
    const plans: ListResult['plans'] = [];
    for (const m of measured) {
      let sqlIds = Number.NaN;
      let sqlCount = Number.NaN;
      if (m.case !== undefined) {
        const sql = listSql(m.case);
        const ids = await explain(db.url, sql.ids);
        const count = sql.count === null ? undefined : await explain(db.url, sql.count);
        [sqlIds, sqlCount] = [ids.milliseconds, count?.milliseconds ?? Number.NaN];
        plans.push({
          case: m.case,
          ids: `${sql.ids}\n${ids.plan}`,
          count:
            sql.count === null || count === undefined
              ? '(counted by the same statement)'
              : `${sql.count}\n${count.plan}`,
        });
      }
      rows.push({
        name: m.name,
        firstPage: m.case?.firstPage ?? false,
        total: m.total,
        single: m.single,
        loaded: m.loaded,
        connections: options.listConnections,
        sqlIds,
        sqlCount,
      });
      for (const [what, figures] of [
        ['1 connection', m.single],
        [`${options.listConnections} connections`, m.loaded],
      ] as const) {
        if (figures.fromWarmup)
          notes.push(
            `admin list, ${m.name}, ${what}: figures of the warm-up round (${figures.responses} answers in ${figures.seconds.toFixed(0)} s)`,
          );
      }
    }
    return { rows, plans, generateSeconds: db.seedSeconds };
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await db.dispose();
  }
}

/** A checkout section: the table, the order checks, and the counter lock as the samples saw it. */
function checkoutLines(result: CheckoutResult): string[] {
  const title = ENGINE_TITLE[result.row.engine];
  return [
    ...formatCheckoutSection([result.row]),
    ...result.checks.map((c) => formatNumbering(`${title} ${c.side}`, c.check)),
    ...result.locks.map((l) => formatLocks(`${title} ${l.side}`, l.locks)),
  ];
}

async function main(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const settings = loadSettings(options.connections, options.seconds);
  if (options.engines.length === 0 && options.orders === 0)
    throw new Error('nothing to measure: give --engines or --orders');
  await mkdir(CACHE_DIR, { recursive: true });

  // Other work on the machine skews every figure; the load before the run is printed with them.
  const loadBefore = loadavg()[0] ?? 0;
  const checkouts: CheckoutResult[] = [];
  const notes: string[] = [];
  const seeded: string[] = [];
  for (const engine of options.engines) {
    console.log(`\nCheckout on ${ENGINE_TITLE[engine]}`);
    const db = await checkoutDatabase(engine, options.postgresUrl, options.reuse);
    seeded.push(
      `${ENGINE_TITLE[engine]}: ${db.seedSeconds === 0 ? 'reused' : `seeded in ${db.seedSeconds.toFixed(0)} s`}`,
    );
    try {
      const result = await runCheckout(engine, db.location, options, settings, notes);
      checkouts.push(result);
      // Shown at once too: a run interrupted later still leaves these figures on the screen.
      console.log(checkoutLines(result).join('\n'));
    } finally {
      await db.dispose();
    }
  }

  let list: ListResult | undefined;
  if (options.orders > 0) {
    console.log(`\nAdmin order list at ${groupDigits(options.orders)} orders on PostgreSQL`);
    list = await runList(options, notes);
    console.log(formatListSection(list.rows).join('\n'));
    const explained = list.plans.map((p) => `-- ${p.case.name}\n${p.ids}\n\n${p.count}\n`).join('\n');
    const file = join(CACHE_DIR, 'checkout-explain.txt');
    await writeFile(file, explained);
    notes.push(`the EXPLAIN (ANALYZE, BUFFERS) of every list case is in ${file.slice(ROOT.length)}`);
    for (const row of list.rows.filter((r) => r.firstPage && !(r.single.p95 < TARGETS.listFirstPage))) {
      const plan = list.plans.find((p) => p.case.name === row.name);
      if (plan !== undefined)
        notes.push(
          `admin list, ${row.name}: p95 ${ms(row.single.p95)} ms; its SQL:\n${[plan.ids, plan.count].join('\n\n').replace(/^/gm, '    ')}`,
        );
    }
  }

  const pgVersion =
    options.engines.includes('pg') || options.orders > 0
      ? `, PostgreSQL ${await postgresVersion(options.postgresUrl)}`
      : '';
  const cpu = cpus();
  const out: string[] = [
    `Checkout benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `${settings.seconds} s per case after ${settings.warmupSeconds} s warm-up, loopback; ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; Node ${process.versions.node}${pgVersion}`,
    `Machine load average (1 min) before the run ${loadBefore.toFixed(1)}, after ${(loadavg()[0] ?? 0).toFixed(1)}.`,
    `Latencies in ms (p50/p95/p99 of 2xx responses); "fail" = non-2xx + errors; s = seconds the counted answers took (the last round awaited and counted).`,
  ];
  if (checkouts.length > 0) {
    out.push(
      `Checkout: ${options.connections} confirmed customers with a phone, in the group with the larger discount, each on its own keep-alive connection, fill a cart of`,
      `10 lines (POST /api/v1/cart/product, untimed) and POST /api/v1/checkout (timed) with a new Idempotency-Key, again and again; every other one pays as a`,
      `company (requisites checked). Catalogue of ${groupDigits(CHECKOUT_PRODUCTS)} products (${seeded.join('; ')}). orders/s = checkouts answered 200 per second of the`,
      `whole loop, fills included; ratio = the API's orders/s ÷ the baseline's. The API writes its order letter to the dev outbox, as in development.`,
      `Baseline: bare Fastify, pool 10 like the API; the fill is one upsert, the checkout ONE statement doing the transaction (cart locked, lines read,`,
      `counter row taken last, order + lines + history written, cart emptied), no validation, pricing, reply or letter.`,
      `Order check: every 200 names its order's number; afterwards the database must hold exactly that many more orders, numbered 1001…N with no gap or repeat.`,
      `Counter lock (PostgreSQL): pg_stat_activity sampled every 50 ms while each side ran (warm-up included): the server's connections waiting for the`,
      `order_number_counter row, which every checkout locks until its commit, and what the connection holding it did meanwhile.`,
    );
    for (const result of checkouts) {
      const title = ENGINE_TITLE[result.row.engine];
      out.push('', `Checkout, ${title}`, ...checkoutLines(result));
    }
  }
  if (list !== undefined) {
    out.push(
      '',
      `Admin order list, ${groupDigits(options.orders)} orders on PostgreSQL (${list.generateSeconds === 0 ? 'reused' : `generated in ${list.generateSeconds.toFixed(0)} s`}; ${groupDigits(customerCount(options.orders))} customers, two years, 1–2 lines each)`,
      `GET /api/v1/admin/order/list?page=…&limit=20 as the root admin. "matches" = the capped total the API answered; "1 conn" = one request at a time`,
      `(the first-page latency the target holds); "${options.listConnections} conn" = throughput; SQL = EXPLAIN ANALYZE execution ms (median of 3) of the page's ids and the capped count (a text search: one statement does both).`,
      `The floor: the same API process answering GET /health (one select 1) the same way; what the machine and the framework add to every row.`,
      ...formatListSection(list.rows),
    );
  }
  const checks = targetChecks(
    checkouts.map((c) => c.row),
    checkouts.flatMap((c) => c.checks.filter((x) => x.side === 'API')),
    list?.rows ?? [],
    options.orders,
  );
  out.push('', 'Targets (issue #13; printed, not asserted)', ...formatTargets(checks));
  if (notes.length > 0) out.push('', 'Notes', ...notes.map((n) => `- ${n}`));
  const report = out.join('\n');
  console.log(`\n${report}`);
  await writeFile(join(CACHE_DIR, 'checkout-last.txt'), `${report}\n`);
}

runBenchmark(main, USAGE);
