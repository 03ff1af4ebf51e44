/**
 * The admin dashboard benchmark of issue #14: GET /api/v1/admin/dashboard over 1 000 000 orders on PostgreSQL, beside
 * GET /health of the same API process (one `select 1`: what the machine and the framework add to any request),
 * each on one connection (latency) and on several (throughput); then the EXPLAIN ANALYZE times of the dashboard's
 * statements. The orders come from the checkout bench's generator (set-based SQL, two years, the business
 * growing; its database bench_orders_<n> is shared with that bench under --reuse), which fills order_day_stats with
 * one aggregate insert after the bulk insert, the trigger being off meanwhile; this bench first checks the
 * aggregates against a recount of the orders. Figures are printed with the issue's target marked ✓/✗, never asserted.
 *
 *   npm run bench:dashboard
 *   npm run bench:dashboard -- --reuse --duration 5     # keeping the generated database (it takes minutes)
 *
 * Port 5630.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { onPostgres, startApi } from '@shop/tools-kit';
import { ordersDatabase } from '../checkout/databases.ts';
import { signIn } from '../checkout/shoppers.ts';
import { CACHE_DIR } from '../shared/databases.ts';
import { loadSettings, measure, type Measured } from '../shared/load.ts';
import { DEFAULT_POSTGRES_URL, whole } from '../shared/options.ts';
import { postgresVersion, progress, runBenchmark, stopAndCollect } from '../shared/run.ts';
import { align, formatTargets, groupDigits, ms, rps } from '../shared/table.ts';

const USAGE = `Usage: npm run bench:dashboard -- [--orders 1000000] [--duration <s>] [--connections 10] [--reuse] [--postgres-url postgres://…/postgres]
  --connections  connections of the throughput figures (latency is measured on one)
  --reuse        keep the generated database, and use one already there`;

const PORT = 5630;
/** The first administrator the API creates on a users table without one (its ADMIN_EMAIL default). */
const ADMIN_EMAIL = 'admin@tachosnab.local';
const SECRETS = { adminPassword: 'bench-admin-password' } as const;
const API_ENV = { ACCESS_TOKEN_TTL_SECONDS: String(6 * 3600) };
/** The issue's target: the dashboard loads under 100 ms at 1 000 000 orders. */
const TARGET_MS = 100;

/** order_day_stats against the same figures counted from the orders: days that differ, and the totals. */
const CHECK_SQL = `
  with counted as (
    select (created_at at time zone 'Europe/Moscow')::date as day, count(*)::int as n, sum(items_total) as revenue
    from orders where status <> 'canceled' group by 1),
  kept as (select day, order_count as n, revenue from order_day_stats where order_count > 0)
  select (select count(*)::int from counted full join kept using (day)
          where counted.n is distinct from kept.n or counted.revenue is distinct from kept.revenue) as differing,
         (select count(*)::int from kept) as days,
         (select coalesce(sum(n), 0)::int from kept) as orders,
         (select count(*)::int from orders where created_at >= now() - interval '30 days') as last30,
         (select count(*)::int from orders where status = 'created' and shipping_cost is null) as awaiting`;

/** Integrator requests for one customer in 25 (a pending one in three), so that count has rows to pass over. */
const INTEGRATOR_REQUESTS_SQL = `
  insert into integrator_request (user_id, status, company_title, inn, phone, region, created_at, updated_at)
  select id, (array['pending', 'confirmed', 'rejected'])[1 + (n % 3)], coalesce(company_title, 'ИП ' || last_name), '7707083893', coalesce(phone, '+79150000000'), 'Москва', created_at, created_at
  from (select u.*, row_number() over (order by id) as n from users u where role = 'customer') c
  where n % 25 = 0 and not exists (select 1 from integrator_request)`;

/** The statements the dashboard runs, as the API sends them (bounds of today's Moscow month). */
const DASHBOARD_SQL: Record<string, string> = {
  'order_day_stats, 30 days': `select day, order_count, revenue from order_day_stats where day between (now() at time zone 'Europe/Moscow')::date - 29 and (now() at time zone 'Europe/Moscow')::date order by day`,
  'awaiting a shipping cost': `select count(*) from orders where status = 'created' and shipping_cost is null`,
  'customers this week': `select count(*) from users where created_at >= date_trunc('week', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow' and role = 'customer'`,
  'pending integrator requests': `select count(*) from integrator_request where status = 'pending'`,
  'latest 5 orders (ids)': `select id from orders order by created_at desc, id desc limit 5`,
};

/** EXPLAIN ANALYZE of `statement` three times: the median execution time. */
async function explainMs(url: string, statement: string): Promise<number> {
  return onPostgres(url, async (client) => {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${statement}`);
      times.push(
        Number(/Execution Time: ([\d.]+) ms/.exec(rows.map((r) => r['QUERY PLAN']).join('\n'))?.[1] ?? Number.NaN),
      );
    }
    return times.sort((a, b) => a - b)[1] as number;
  });
}

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      orders: { type: 'string', default: '1000000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      reuse: { type: 'boolean', default: false },
      'postgres-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
    },
    strict: true,
  });
  const orders = whole('--orders', values.orders, 10_000, 10_000_000);
  const seconds = whole('--duration', values.duration, 1, 600);
  const connections = whole('--connections', values.connections, 1, 200);
  await mkdir(CACHE_DIR, { recursive: true });
  const loadBefore = loadavg()[0] ?? 0;
  const notes: string[] = [];

  console.log(`\nAdmin dashboard at ${groupDigits(orders)} orders on PostgreSQL`);
  const db = await ordersDatabase(values['postgres-url'], orders, values.reuse);
  const workDir = await mkdtemp(join(tmpdir(), 'shop-bench-dashboard-'));
  const rows: { name: string; single: Measured; loaded: Measured }[] = [];
  let check: { differing: number; days: number; orders: number; last30: number; awaiting: number };
  const sqlTimes: [string, number][] = [];
  try {
    check = await onPostgres(db.url, async (client) => {
      await client.query(INTEGRATOR_REQUESTS_SQL);
      await client.query('vacuum analyze order_day_stats, integrator_request');
      return (await client.query<typeof check>(CHECK_SQL)).rows[0] as typeof check;
    });
    if (check.differing > 0)
      notes.push(`order_day_stats differs from a recount of the orders on ${check.differing} days`);
    const single = loadSettings(1, seconds);
    const loaded = loadSettings(connections, seconds);
    const server = await startApi(
      PORT,
      db.location,
      workDir,
      { ...SECRETS, jwtSecret: randomBytes(32).toString('base64url') },
      true,
      API_ENV,
    );
    try {
      const headers = { authorization: `Bearer ${await signIn(server.origin, ADMIN_EMAIL, SECRETS.adminPassword)}` };
      const first = await fetch(`${server.origin}/api/v1/admin/dashboard`, { headers });
      const body = await first.text();
      if (!first.ok) notes.push(`the dashboard answered ${first.status} before the load: ${body.slice(0, 200)}`);
      else {
        const { today, week, ordersByDay, latestOrders } = (
          JSON.parse(body) as {
            payload: {
              dashboard: {
                today: { orderCount: number; revenue: string };
                week: { orderCount: number };
                ordersByDay: unknown[];
                latestOrders: unknown[];
              };
            };
          }
        ).payload.dashboard;
        console.log(
          `  today ${today.orderCount} orders for ${today.revenue} ₽, this week ${week.orderCount}, ${ordersByDay.length} days, ${latestOrders.length} latest orders`,
        );
      }
      for (const [name, path] of [
        ['GET /health: 1 select (the floor)', '/health'],
        ['GET /api/v1/admin/dashboard', '/api/v1/admin/dashboard'],
      ] as const) {
        process.stdout.write(`  ${name}, 1 connection…`);
        const one = progress(await measure(server.origin, path, single, { headers }));
        process.stdout.write(`  ${name}, ${connections} connections…`);
        rows.push({ name, single: one, loaded: progress(await measure(server.origin, path, loaded, { headers })) });
      }
    } finally {
      await stopAndCollect(server, 'API', 'dashboard', notes);
    }
    process.stdout.write('  EXPLAIN ANALYZE of the dashboard’s statements…\n');
    for (const [name, statement] of Object.entries(DASHBOARD_SQL))
      sqlTimes.push([name, await explainMs(db.url, statement)]);
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await db.dispose();
  }

  const dashboard = rows.find((r) => r.name.includes('dashboard'));
  const cpu = cpus();
  const out = [
    `Admin dashboard benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `${seconds} s per case after a warm-up, loopback; ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; Node ${process.versions.node}, PostgreSQL ${await postgresVersion(values['postgres-url'])}`,
    `Machine load average (1 min) before the run ${loadBefore.toFixed(1)}, after ${(loadavg()[0] ?? 0).toFixed(1)}.`,
    `${groupDigits(orders)} orders (${db.seedSeconds === 0 ? 'reused' : `generated in ${db.seedSeconds.toFixed(0)} s`}; two years, growing), ${groupDigits(check.last30)} in the last 30 days, ${groupDigits(check.awaiting)} awaiting a shipping cost.`,
    `order_day_stats (one aggregate insert after the bulk insert): ${check.days} days, ${groupDigits(check.orders)} orders; against a recount of the orders ${check.differing === 0 ? '✓ equal on every day' : `✗ ${check.differing} days differ`}.`,
    `Latencies in ms (p50/p95/p99 of 2xx responses) as the root admin; "fail" = non-2xx + errors.`,
    '',
    ...align(
      ['case', '|', '1 conn: p50', 'p95', 'p99', 'req/s', '|', `${connections} conn: req/s`, 'p50', 'p95', 'fail'],
      rows.map((r) => [
        r.name,
        '|',
        ms(r.single.p50),
        ms(r.single.p95),
        ms(r.single.p99),
        rps(r.single.requestsPerSecond),
        '|',
        rps(r.loaded.requestsPerSecond),
        ms(r.loaded.p50),
        ms(r.loaded.p95),
        String(r.single.failures + r.loaded.failures),
      ]),
      [0, 1, 6],
    ),
    '',
    'SQL (EXPLAIN ANALYZE execution ms, median of 3)',
    ...sqlTimes.map(([name, t]) => `  ${name.padEnd(32)} ${ms(t).padStart(6)}`),
    '',
    'Target (issue #14; printed, not asserted)',
    ...formatTargets(
      dashboard === undefined
        ? []
        : [
            {
              label: `dashboard under ${TARGET_MS} ms at ${groupDigits(orders)} orders (p95, 1 connection)`,
              figure: `p95 ${ms(dashboard.single.p95)} ms (p50 ${ms(dashboard.single.p50)} ms)`,
              pass: dashboard.single.p95 < TARGET_MS && dashboard.single.failures === 0,
            },
          ],
    ),
  ];
  if (notes.length > 0) out.push('', 'Notes', ...notes.map((n) => `- ${n}`));
  const report = out.join('\n');
  console.log(`\n${report}`);
  await writeFile(join(CACHE_DIR, 'dashboard-last.txt'), `${report}\n`);
}

runBenchmark(main, USAGE);
