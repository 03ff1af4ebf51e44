/**
 * The contract fuzz suite (issue #10): every operation of openapi/api.yaml, as an anonymous visitor, a
 * customer and a root, with valid requests generated from the contract (fast-check) and hostile ones
 * (wrong types, NUL, 1 MB strings, 10 000-item lists, deep nesting, broken JSON and multipart, broken
 * paths, forged tokens…), against the real API started as `npm start` runs it. Fails on any 5xx (501
 * included: every operation has a handler), any error outside the envelope, anything leaked, an admin operation open to a
 * stranger, or accounts that no longer work after the run. The API runs on a fresh database with the demo
 * catalogue (no images), signed in as the first root and the demo customer.
 *
 *   npm run fuzz                                   # 3000 requests on PGlite, a random seed
 *   npm run fuzz -- --requests 100000 --db postgres --seed 42
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  ROOT,
  seedCatalogue,
  startApi,
  stopAllServers,
  withPostgresDatabase,
  type DatabaseLocation,
} from '@shop/tools-kit';
import { checkAccountsAfterRun, signInAccounts } from './accounts.ts';
import { Contract } from './contract.ts';
import { curlLine, RawClient } from './http.ts';
import { parseOptions, USAGE, type FuzzOptions } from './options.ts';
import { runFuzz, type Failure } from './run.ts';

/** Failures shown in full; the rest are counted. */
const SHOWN_FAILURES = 20;
/** Bodies longer than this go to a file next to the replay line. */
const INLINE_BODY_LIMIT = 2000;

async function fuzz(options: FuzzOptions, databaseUrl: string | undefined): Promise<boolean> {
  const workDir = await mkdtemp(join(tmpdir(), 'shop-fuzz-'));
  const secrets = {
    jwtSecret: randomBytes(32).toString('base64url'),
    adminPassword: randomBytes(16).toString('base64url'),
  };
  const adminEmail = 'fuzz-root@example.ru';
  const database: DatabaseLocation =
    databaseUrl === undefined ? { engine: 'pglite', dir: join(workDir, 'pglite') } : { engine: 'pg', url: databaseUrl };
  // The demo catalogue gives valid requests real records to reach, and the demo customer to sign in as.
  await seedCatalogue(
    'demo',
    database.engine === 'pg' ? ['--database-url', database.url] : ['--pglite-dir', database.dir],
  );
  const api = await startApi(await freePort(), database, workDir, secrets, true, {
    ADMIN_EMAIL: adminEmail,
    // Long enough for a 100 000-request run on one token per account.
    ACCESS_TOKEN_TTL_SECONDS: '86400',
  });
  const client = new RawClient(new URL(api.origin));
  const send = client.send.bind(client);
  try {
    const contract = await Contract.load();
    const accounts = await signInAccounts(send, { email: adminEmail, password: secrets.adminPassword });
    const started = performance.now();
    const { summary, failures } = await runFuzz({
      client,
      contract,
      accounts,
      requests: options.requests,
      seed: options.seed,
      concurrency: options.concurrency,
      secrets: [
        secrets.jwtSecret,
        secrets.adminPassword,
        ...accounts.map((a) => a.password),
        ...(databaseUrl === undefined ? [] : [databaseUrl]),
        ROOT,
      ],
      onProgress: (done) => {
        if (done % 5000 === 0) process.stdout.write(`  ${done} / ${options.requests}\n`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const health = await send({ method: 'GET', path: '/health', headers: {} });
    // Client log entries (pushLog) are written at most at warn (issue #24): an error line is always the API's own.
    const clientAlarms = api
      .errorLines()
      .filter((line) => /"level":(50|60)/.test(line) && line.includes('"msg":"client log"'));
    const afterRun = [
      ...(health.status === 200 ? [] : [`/health answers ${health.status} after the run`]),
      ...(await checkAccountsAfterRun(send, accounts)),
      ...(clientAlarms.length === 0
        ? []
        : [`${clientAlarms.length} записей клиента в журнале API на уровне error или fatal`]),
    ];

    console.log(`\n${summary.format()}\n`);
    await printFailures(failures, api.origin, options.seed);
    for (const problem of afterRun) console.log(`ПОСЛЕ ПРОГОНА: ${problem}`);
    const serverLog = api.errorLines().filter((line) => /"level":(50|60)/.test(line));
    if (serverLog.length > 0) console.log(`\nОшибки в журнале API (последние):\n${serverLog.slice(-5).join('\n')}`);
    console.log(
      `\n${summary.total} запросов к ${summary.operationCount} операциям за ${seconds.toFixed(1)} с (${(summary.total / seconds).toFixed(0)} в секунду), ` +
        `${database.engine === 'pg' ? 'PostgreSQL' : 'PGlite'}, seed ${options.seed}: ${summary.serverErrors} × 5xx, ${failures.length} нарушений, ` +
        `${afterRun.length} проблем после прогона.`,
    );
    return failures.length === 0 && afterRun.length === 0;
  } finally {
    client.close();
    await api.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

async function printFailures(failures: readonly Failure[], origin: string, seed: number): Promise<void> {
  if (failures.length === 0) return;
  const dir = join(tmpdir(), `shop-fuzz-${seed}`);
  await mkdir(dir, { recursive: true });
  console.log(
    `Нарушения (${failures.length}; первые ${Math.min(SHOWN_FAILURES, failures.length)}, по порядку запросов):`,
  );
  for (const failure of [...failures].sort((a, b) => a.index - b.index).slice(0, SHOWN_FAILURES)) {
    const { request } = failure;
    console.log(
      `\n#${failure.index} ${failure.operationId} (${failure.variant}, ${failure.role}) → ${failure.status ?? 'нет ответа'}`,
    );
    for (const problem of failure.problems) console.log(`  - ${problem}`);
    const long = request.path.length > INLINE_BODY_LIMIT || (request.body?.length ?? 0) > INLINE_BODY_LIMIT;
    if (!long) {
      console.log(`  ${curlLine(origin, request, undefined)}`);
      continue;
    }
    // Too long for a terminal: the body and the command line go to files.
    const bodyFile = request.body === undefined ? undefined : join(dir, `${failure.index}.body`);
    if (bodyFile !== undefined && request.body !== undefined) await writeFile(bodyFile, request.body);
    const script = join(dir, `${failure.index}.sh`);
    await writeFile(script, `${curlLine(origin, request, bodyFile)}\n`);
    console.log(`  sh ${script}`);
  }
}

async function main(): Promise<void> {
  let options: FuzzOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  console.log(
    `Контрактный фаззинг: ${options.requests} запросов, ${options.db}, seed ${options.seed} (повтор: npm run fuzz -- --seed ${options.seed} --requests ${options.requests} --db ${options.db})`,
  );
  const ok =
    options.db === 'postgres'
      ? await withPostgresDatabase(options.postgresUrl, 'shop_fuzz', (url) => fuzz(options, url))
      : await fuzz(options, undefined);
  process.exit(ok ? 0 : 1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAllServers().finally(() => process.exit(130));
  });
}

main().catch(async (err: unknown) => {
  console.error(err);
  await stopAllServers();
  process.exit(1);
});
