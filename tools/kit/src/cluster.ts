/**
 * The production topology as a tool starts it on this machine: a redis-server of its own, `npm run start:cluster` on
 * a database the tool made (the production builds must exist: the cluster runs with --no-build), customers made
 * straight in that database and signed in through nginx. The topology test (tools/run/src/cluster/topology) and the
 * capacity bench (tools/bench/src/cluster) both run on it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { onPostgres, ROOT, stopChild } from './servers';

/** Resolves once `probe` is true, polling every `intervalMs`; false when `timeoutMs` passes first or `signal` aborts. */
export async function until(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  options: { intervalMs?: number; signal?: AbortSignal } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && options.signal?.aborted !== true) {
    if (await probe().catch(() => false)) return true;
    await sleep(options.intervalMs ?? 100);
  }
  return false;
}

/** A redis-server a tool started, and how to stop it. */
export interface Redis {
  url: string;
  stop(): Promise<void>;
}

/** A redis-server on 127.0.0.1:`port` that keeps nothing on disk; throws when it does not listen within 10 s. */
export async function startRedis(port: number): Promise<Redis> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<Error>((resolve) => child.once('error', resolve));
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = createConnection(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
  const up = await Promise.race([until(listening, 10_000), failed]);
  const redis: Redis = { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
  if (up === true && child.exitCode === null && child.signalCode === null) return redis;
  await redis.stop();
  throw new Error(
    up instanceof Error
      ? `redis-server did not start: ${up.message} (Debian: apt-get install redis-server)`
      : `redis-server did not listen on port ${port} within 10 s (is the port taken?)`,
  );
}

/** A running `npm run start:cluster`: its public origins through nginx, its output so far, and how to stop it. */
export interface Cluster {
  storefront: string;
  api: string;
  /** What the cluster command and its processes printed (the last megabyte). */
  log(): string;
  /** SIGTERM to the cluster command, which stops its processes and nginx; waits until it has exited. */
  stop(): Promise<void>;
}

/** Output kept of a cluster's log: enough for its start-up and the warnings of a long run. */
const KEPT_LOG_CHARS = 1_000_000;
/** The line the cluster command prints once every process answers (tools/run/src/cluster/main.ts). */
const STARTED_LINE = 'Кластер запущен';

/** The storefront's and the API's public URLs from the cluster command's «Кластер запущен» notice. */
export function clusterUrls(log: string): { storefront: string; api: string } | undefined {
  const start = log.indexOf(STARTED_LINE);
  if (start < 0) return undefined;
  const notice = log.slice(start);
  const storefront = /витрина\s+(http\S+)/.exec(notice)?.[1];
  const api = /API\s+(http\S+)/.exec(notice)?.[1];
  return storefront === undefined || api === undefined ? undefined : { storefront, api };
}

/**
 * Runs `npm run start:cluster -- --no-build --processes N --port-offset K` on `databaseUrl` and `redisUrl` (the demo
 * catalogue is filled into an empty database unless `demo` is false) and waits for its «Кластер запущен»; throws with
 * the end of its log when it exits or is not up within `timeoutMs`, or when `signal` aborts.
 */
export async function startCluster(options: {
  processes: number;
  portOffset: number;
  databaseUrl: string;
  redisUrl: string;
  demo?: boolean;
  env?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}): Promise<Cluster> {
  const args = ['--no-build', '--processes', String(options.processes), '--port-offset', String(options.portOffset)];
  if (options.demo === false) args.push('--no-demo');
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/run/src/cluster/main.ts', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > KEPT_LOG_CHARS) log = log.slice(-KEPT_LOG_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // The cluster gives each of its processes a bound to stop in; the whole of it gets longer.
  const stop = () => stopChild(child, 60_000);
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const up = await until(async () => ended() || clusterUrls(log) !== undefined, options.timeoutMs ?? 300_000, {
    intervalMs: 200,
    signal: options.signal,
  });
  const urls = clusterUrls(log);
  if (up && !ended() && urls !== undefined) return { ...urls, log: () => log, stop };
  await stop();
  const why = ended()
    ? `exited (${child.exitCode ?? child.signalCode})`
    : options.signal?.aborted === true
      ? 'was interrupted'
      : `was not up within ${Math.round((options.timeoutMs ?? 300_000) / 1000)} s`;
  throw new Error(
    `the cluster (${options.processes} × API and storefront) ${why}:\n${log.split('\n').slice(-40).join('\n')}`,
  );
}

/**
 * A password hashed by the API's own function, so signing in never rehashes it. Loaded on first use: only the tools
 * that make customers need argon2's native module.
 */
export async function hashPassword(password: string): Promise<string> {
  const passwords = await import('../../../apps/api/src/modules/identity/passwords');
  return passwords.hashPassword(password);
}

/**
 * `count` confirmed customers with a phone, made directly in the database of `url` (e-mails `<prefix>-<run>-<n>@example.ru`);
 * their e-mails and their one password.
 */
export async function makeCustomers(url: string, count: number, prefix: string) {
  const password = randomBytes(12).toString('hex');
  const hash = await hashPassword(password);
  const run = randomBytes(3).toString('hex');
  const rows = await onPostgres(
    url,
    async (client) =>
      (
        await client.query<{ email: string }>(
          `insert into users (email, password_hash, first_name, last_name, phone, role, email_confirmed_at)
         select $1::text || '-' || $2::text || '-' || i || '@example.ru', $3, 'Иван', 'Петров', '+7915' || lpad(i::text, 7, '0'),
                'customer', now()
         from generate_series(1, $4::int) i
         returning email`,
          [prefix, run, hash, count],
        )
      ).rows,
  );
  return rows.map((row) => ({ email: row.email, password }));
}

/** Signs in at the API origin `api` as `email` from the client address `address` (X-Forwarded-For); the access token, or why not. */
export async function signIn(api: string, email: string, password: string, address: string) {
  let res: Response;
  try {
    res = await fetch(`${api}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    return { ok: false as const, status: 0, text: (error as Error).message };
  }
  const text = await res.text();
  if (res.status !== 200) return { ok: false as const, status: res.status, text: text.slice(0, 200) };
  const token = (JSON.parse(text) as { payload: { jwt: { accessToken: string } } }).payload.jwt.accessToken;
  return { ok: true as const, token };
}
