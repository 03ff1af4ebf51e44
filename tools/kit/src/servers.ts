/**
 * Processes the tools (benchmarks, the seed, the contract fuzz suite) start: the shop's API as `npm start` runs it,
 * any other TypeScript server, and throwaway PostgreSQL databases.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A port on 127.0.0.1 nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A server a tool started, and how to stop it. */
export interface Server {
  origin: string;
  /** The last lines the server wrote (at LOG_LEVEL=warn: the warnings and errors it logged). */
  errorLines(): string[];
  stop(): Promise<void>;
}

/** Servers started and not yet stopped, so an interrupted run stops them too (see {@link stopAllServers}). */
const running = new Set<Server>();

/** Stops every server still running: for SIGINT/SIGTERM, which would otherwise leave them orphaned on their ports. */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

/** Lines of stderr kept per server: enough to show what went wrong, bounded for a server that logs every request. */
const KEPT_ERROR_LINES = 40;

/**
 * Starts `entry` (TypeScript, relative to `cwd`) with the tsx loader on this Node, as tools/run does, and waits
 * until `healthPath` answers 2xx. Its output is kept rather than shown, so the progress lines stay readable:
 * it is printed when the server fails to start and summarised by the caller otherwise.
 */
export async function startServer(options: {
  name: string;
  cwd: string;
  entry: string;
  port: number;
  healthPath: string;
  env: Record<string, string>;
}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    cwd: options.cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kept: string[] = [];
  let errorLineCount = 0;
  // Both streams: the JSON logger writes its warnings and errors (LOG_LEVEL=warn) to stdout.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter((l) => l.trim() !== '')) {
        errorLineCount += 1;
        kept.push(line);
        if (kept.length > KEPT_ERROR_LINES) kept.shift();
      }
    });
  }
  const origin = `http://127.0.0.1:${options.port}`;
  const server: Server = {
    origin,
    errorLines: () =>
      errorLineCount > kept.length ? [`(${errorLineCount - kept.length} earlier lines left out)`, ...kept] : [...kept],
    stop: async () => {
      running.delete(server);
      await stopChild(child);
    },
  };
  running.add(server);
  // A million-row database can take a while to open and migrate on a loaded machine.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null)
      throw new Error(`${options.name} exited during start-up (code ${child.exitCode}):\n${kept.join('\n')}`);
    try {
      if ((await fetch(origin + options.healthPath)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`${options.name} did not answer ${origin}${options.healthPath} in 120 s:\n${kept.join('\n')}`);
}

/**
 * SIGTERM to a child a tool started, and waits until it has exited; SIGKILL when it is still there after `graceMs`
 * (a server stops within it; a supervisor of several processes may be given longer).
 */
export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // PGlite must release its folder before the next server opens it; a hung process must not block the run.
  const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(kill);
}

/** Where a server finds the catalogue: a PostgreSQL URL or a PGlite folder. */
export type DatabaseLocation = { engine: 'pg'; url: string } | { engine: 'pglite'; dir: string };

export const databaseEnv = (db: DatabaseLocation): Record<string, string> =>
  db.engine === 'pg' ? { DATABASE_URL: db.url } : { PGLITE_DATA_DIR: db.dir };

/** The shop's API on `db`, as `npm start` runs it, with a known first-administrator password; `cache: false` turns its catalogue cache off. */
export function startApi(
  port: number,
  db: DatabaseLocation,
  workDir: string,
  secrets: { jwtSecret: string; adminPassword: string },
  cache = true,
  extraEnv: Record<string, string> = {},
): Promise<Server> {
  return startServer({
    name: 'the API',
    cwd: ROOT,
    entry: 'apps/api/src/main.ts',
    port,
    healthPath: '/health',
    env: {
      ...databaseEnv(db),
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      NODE_ENV: 'development',
      STORAGE_DIR: join(workDir, 'storage'),
      OUTBOX_DIR: join(workDir, 'outbox'),
      JWT_SECRET: secrets.jwtSecret,
      ADMIN_PASSWORD: secrets.adminPassword,
      // The tools name a client per request in X-Forwarded-For (clientAddress), which the API believes only from proxies it trusts.
      TRUST_PROXY: 'loopback',
      ...(cache ? {} : { CATALOGUE_CACHE_SECONDS: '0' }),
      ...extraEnv,
    },
  });
}

/** Runs `work` with a connection to the database of `url`, closed afterwards whatever happens. */
export async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the PostgreSQL server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a new, empty database on the PostgreSQL server of `url`, dropped afterwards whatever happens. */
export async function withPostgresDatabase<T>(
  url: string,
  prefix: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => onPostgres(url, (client) => client.query(statement));
  await admin(`create database "${name}"`);
  try {
    return await work(databaseUrl(url, name));
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

/**
 * A private client address for the `n`-th request (X-Forwarded-For, which an API {@link startApi} started trusts from loopback),
 * so the per-address limits (sign-in, registration) never trip on a load a tool makes.
 */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Runs `npm run seed` (tools/seed) without images into `target` (`--database-url <url>` or
 * `--pglite-dir <folder>`), showing its progress; the seconds it took.
 */
export async function seedCatalogue(size: number | 'demo', target: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tools/seed/src/main.ts', '--size', String(size), '--no-images', ...target],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${size} products failed (exit code ${code})`);
  return (performance.now() - started) / 1000;
}
