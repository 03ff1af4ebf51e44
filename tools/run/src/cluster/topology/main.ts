/**
 * `npm run test:topology`: the production topology under load, on this machine's PostgreSQL and a Redis of its own.
 * Starts the cluster (two API and two storefront processes behind nginx, ports moved by 1000), runs a mixed load
 * through nginx (visitors, signed-in customers, cart adds and checkouts, the admin's price changes), and meanwhile
 * kills an API and a storefront with SIGKILL, stops Redis for ten seconds, and restarts every process in turn with
 * SIGTERM. Then it checks what a shop owner would: no failed request, no 5xx, every checkout an order and no order
 * twice, gapless order numbers, no cart lines left, sign-in working while Redis was away, every process agreeing on
 * a new price (one made while Redis was away as soon as it is back), and the metrics on the internal ports only. It prints its figures and exits 1 on any failure. Needs the production builds (npm start or the e2e
 * step makes them), nginx and redis-server.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatMoney } from '@shop/i18n-ru';
import {
  clientAddress,
  makeCustomers,
  signIn,
  startCluster,
  startRedis,
  until,
  withPostgresDatabase,
  type Cluster,
  type Redis,
} from '@shop/tools-kit';
import { workspaceRoot } from '../../services.ts';
import { REPORT_DIR } from '../../timings.ts';
import { DEFAULT_CLUSTER_OPTIONS, shiftPorts } from '../plan.ts';
import { orderFigures, purchasableProducts } from './fixtures.ts';
import { browse, priceAt, setPrice, shop, type LoadTargets } from './load.ts';
import { metricsProblems } from './metrics.ts';
import { pidOf } from './pids.ts';
import { Tally } from './tally.ts';

const PORT_OFFSET = 1000;
/** Page loads going on at once: four visitors and two signed-in customers. */
const PAGE_LOOPS = 6;
const REDIS_PORT = 6391;
const ADMIN = { email: 'topology-admin@example.ru', password: randomBytes(12).toString('hex') };
const options = shiftPorts(DEFAULT_CLUSTER_OPTIONS, PORT_OFFSET);
const local = (port: number) => `http://127.0.0.1:${port}`;
const apiPorts = [0, 1].map((i) => options.apiBasePort + i);
const storefrontPorts = [0, 1].map((i) => options.storefrontBasePort + i);
const metricsPorts = [0, 1].map((i) => options.metricsBasePort + i);

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const problems: string[] = [];
const check = (ok: boolean, problem: string) => void (ok || problems.push(problem));

const answers = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

/** Kills the process of `entry` set up with `variable=port` by `signal`, then waits until `ready` answers again. */
async function hit(entry: string, variable: string, port: number, signal: NodeJS.Signals, ready: string) {
  const pid = await pidOf(entry, variable, String(port));
  if (pid === undefined) return void problems.push(`no process with ${variable}=${port}`);
  process.kill(pid, signal);
  const back = await until(
    async () => (await pidOf(entry, variable, String(port))) !== pid && (await answers(ready)),
    60_000,
  );
  check(back, `${entry} on ${port} did not come back after ${signal}`);
}

await withPostgresDatabase(serverUrl, 'shop_topology', async (databaseUrl) => {
  const storageDir = await mkdtemp(join(tmpdir(), 'shop-topology-'));
  let redis: Redis | undefined;
  let cluster: Cluster | undefined;
  try {
    redis = await startRedis(REDIS_PORT);
    const started = Date.now();
    cluster = await startCluster({
      processes: DEFAULT_CLUSTER_OPTIONS.processes,
      portOffset: PORT_OFFSET,
      databaseUrl,
      redisUrl: redis.url,
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STORAGE_DIR: join(storageDir, 'storage'),
        OUTBOX_DIR: join(storageDir, 'outbox'),
      },
      timeoutMs: 180_000,
    });
    console.log(`Кластер поднят за ${Math.round((Date.now() - started) / 1000)} с.`);

    const storefront = local(options.ports.storefront);
    const api = local(options.ports.api);
    const customers = await makeCustomers(databaseUrl, 8, 'topology');
    const signedIn = await Promise.all(
      customers.map(async (customer, index) => {
        const address = clientAddress(index + 1);
        const result = await signIn(api, customer.email, customer.password, address);
        if (!result.ok) throw new Error(`sign-in of ${customer.email}: ${result.status} ${result.text}`);
        return { email: customer.email, accessToken: result.token, address };
      }),
    );
    const admin = await signIn(api, ADMIN.email, ADMIN.password, clientAddress(100));
    if (!admin.ok) throw new Error(`the admin's sign-in: ${admin.status} ${admin.text}`);
    const targets: LoadTargets = {
      storefront,
      api,
      products: await purchasableProducts(databaseUrl, 40),
      customers: signedIn,
      adminToken: admin.token,
    };
    const tally = new Tally();
    let running = true;
    const isRunning = () => running;
    const watched = targets.products[0] as { id: string; slug: string };
    let price = 10_000;

    /** Sets a new price through nginx; the value, or undefined when the change was refused. */
    async function changePrice(): Promise<string | undefined> {
      price += 1;
      const value = `${price}.00`;
      return (await setPrice(targets, tally, watched.id, value)) ? value : undefined;
    }

    /** Waits until both APIs and both storefronts' pages show `value`; the seconds since `since`. */
    async function agreedOn(value: string | undefined, since: number): Promise<number | undefined> {
      if (value === undefined) return undefined;
      const shown = formatMoney(value);
      const agreed = await until(async () => {
        const apis = await Promise.all(apiPorts.map((port) => priceAt(local(port), watched.slug)));
        const pages = await Promise.all(
          storefrontPorts.map(async (port) =>
            (await (await fetch(`${local(port)}/product/${watched.slug}`)).text()).includes(shown),
          ),
        );
        return apis.every((p) => p === value) && pages.every(Boolean);
      }, 10_000);
      return agreed ? (Date.now() - since) / 1000 : undefined;
    }

    const load = [
      ...Array.from({ length: PAGE_LOOPS - 2 }, () => browse(targets, tally, isRunning, 'page, visitor')),
      ...signedIn
        .slice(0, 2)
        .map((c) => browse(targets, tally, isRunning, 'page, signed in', `access_token=${c.accessToken}`)),
      ...signedIn.map((customer, index) => shop(targets, tally, isRunning, customer, index, 6)),
    ];
    const agreements: { when: string; seconds: number | undefined }[] = [];
    const agree = async (when: string) => {
      const changed = Date.now();
      agreements.push({ when, seconds: await agreedOn(await changePrice(), changed) });
    };

    await sleep(3000);
    await agree('under load');
    const apiEntry = 'apps/api/src/main.ts';
    const apiReady = (i: number) => `${local(metricsPorts[i] as number)}/readyz`;
    const storefrontReady = (i: number) => `${local(storefrontPorts[i] as number)}/healthz`;
    console.log('kill -9: API 1');
    await hit(apiEntry, 'API_PORT', apiPorts[0] as number, 'SIGKILL', apiReady(0));
    await agree('after kill -9 of API 1');
    console.log('kill -9: витрина 1');
    await hit('server.ts', 'STOREFRONT_PORT', storefrontPorts[0] as number, 'SIGKILL', storefrontReady(0));
    await agree('after kill -9 of storefront 1');

    console.log('Redis остановлен на 10 с');
    await redis.stop();
    const signInsWithoutRedis: boolean[] = [];
    for (let n = 0; n < 5; n++) {
      const customer = customers[n % customers.length] as (typeof customers)[number];
      signInsWithoutRedis.push((await signIn(api, customer.email, customer.password, clientAddress(200 + n))).ok);
      await sleep(1500);
    }
    // A change while Redis is away reaches the other processes only when it is back (the relay republishes it).
    const changedWithoutRedis = await changePrice();
    redis = await startRedis(REDIS_PORT);
    agreements.push({
      when: 'after Redis returned, of a change made without it',
      seconds: await agreedOn(changedWithoutRedis, Date.now()),
    });
    await agree('after Redis returned');
    const missingMetrics = await metricsProblems({
      apiMetrics: metricsPorts[1] as number,
      storefrontMetrics: options.storefrontMetricsBasePort + 1,
      public: [options.ports.storefront, options.ports.api, options.ports.admin],
    });
    problems.push(...missingMetrics);
    console.log(
      `Метрики на внутренних портах: ${missingMetrics.length === 0 ? 'все на месте, публичные порты их не отдают' : `${missingMetrics.length} проблем(ы)`}`,
    );

    console.log('Перезапуск по очереди (SIGTERM)');
    for (const i of [0, 1]) await hit(apiEntry, 'API_PORT', apiPorts[i] as number, 'SIGTERM', apiReady(i));
    for (const i of [0, 1])
      await hit('server.ts', 'STOREFRONT_PORT', storefrontPorts[i] as number, 'SIGTERM', storefrontReady(i));
    await agree('after the rolling restart');

    running = false;
    await Promise.all(load);

    const orders = await orderFigures(
      databaseUrl,
      customers.map((c) => c.email),
    );
    console.log('\nЗапросы:');
    for (const [kind, { ok, failed }] of tally.requests)
      console.log(`  ${kind.padEnd(16)} ${String(ok).padStart(6)} ok  ${failed} failed`);
    console.log(`Ответов 5xx: ${tally.serverErrors}`);
    console.log(`Страниц, оборванных kill -9 витрины на середине: ${tally.cutOff}`);
    console.log(
      `Заказы: отправлено ${tally.checkoutsPlaced}, потеряно ${tally.checkoutsLost}, в базе ${orders.placedByCustomers}, номеров ${orders.numbers}, пропусков ${orders.gaps}, строк в корзинах ${orders.cartLines}`,
    );
    console.log(`Вход без Redis: ${signInsWithoutRedis.filter(Boolean).length} из ${signInsWithoutRedis.length}`);
    for (const { when, seconds } of agreements)
      console.log(
        `Новая цена у всех процессов (${when}): ${seconds === undefined ? 'не дождались' : `${seconds.toFixed(2)} с`}`,
      );

    check(tally.failed === 0, `${tally.failed} failed requests: ${tally.failures.join('; ')}`);
    check(tally.serverErrors === 0, `${tally.serverErrors} answers of 5xx reached the clients`);
    // A page the killed storefront was sending when it died breaks off; at most one per page load in flight then.
    check(tally.cutOff <= PAGE_LOOPS, `${tally.cutOff} pages broke off, more than the ${PAGE_LOOPS} loads in flight`);
    check(tally.checkoutsLost === 0, `${tally.checkoutsLost} checkouts never got an order`);
    check(tally.checkoutsPlaced > 0, 'no checkout was placed');
    check(
      orders.placedByCustomers === tally.orderNumbers.size,
      `orders in the database ${orders.placedByCustomers}, answered ${tally.orderNumbers.size}`,
    );
    check(
      tally.orderNumbers.size === tally.checkoutsPlaced,
      `${tally.checkoutsPlaced} checkouts answered ${tally.orderNumbers.size} distinct orders`,
    );
    check(orders.gaps === 0, `${orders.gaps} gaps in the order numbers`);
    check(orders.cartLines === 0, `${orders.cartLines} cart lines left after the checkouts`);
    check(signInsWithoutRedis.every(Boolean), 'a sign-in failed while Redis was away');
    for (const { when, seconds } of agreements)
      check(seconds !== undefined, `the processes did not agree on a new price ${when}`);
  } catch (error) {
    problems.push((error as Error).message);
  } finally {
    await cluster?.stop();
    await redis?.stop();
    await rm(storageDir, { recursive: true, force: true });
  }
  // The cluster's output, for reading after a failure (CI keeps test-results/).
  const log = cluster?.log() ?? '';
  await mkdir(join(workspaceRoot, REPORT_DIR), { recursive: true });
  await writeFile(join(workspaceRoot, REPORT_DIR, 'topology-cluster.log'), log);
  if (problems.length > 0)
    console.log(
      `\nЖурнал кластера (конец; целиком в ${REPORT_DIR}/topology-cluster.log):\n${log.split('\n').slice(-60).join('\n')}`,
    );
});

if (problems.length > 0) {
  console.error(`\nТопология: ${problems.length} проблем(ы):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nТопология: всё сошлось.');
