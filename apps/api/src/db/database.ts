import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGLITE_IN_MEMORY } from '../config';
import * as schema from './schema';

/** The committed SQL migrations (`apps/api/migrations`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Drizzle database over either engine; services and repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Which engine a {@link Database} runs on (reported by `GET /health`). */
export type DatabaseEngine = 'pglite' | 'postgres';

/** Connections of a PostgreSQL pool. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** An open database: the Drizzle handle, its engine, and how to migrate and close it. */
export interface Database {
  orm: Db;
  engine: DatabaseEngine;
  /** Applies pending migrations; a no-op when all are applied. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `listener` with each query's duration in seconds (PostgreSQL: every query; PGlite: outside transactions)
   * until the returned function is called.
   */
  timeQueries(listener: (seconds: number) => void): () => void;
  /** The pool's connections; undefined for PGlite, which has none. */
  poolStats(): PoolStats | undefined;
}

/** PGlite with the extensions the migrations need; `dataDir` undefined or `memory://` = in memory. */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  const dataDir = options.dataDir === PGLITE_IN_MEMORY ? undefined : options.dataDir;
  // PGlite creates only the last folder of the path; a fresh checkout has no ./data yet.
  if (dataDir !== undefined) await mkdir(dirname(dataDir), { recursive: true });
  return PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
}

/** Wraps an open PGlite instance; closing the database closes the instance. */
export function pgliteDatabase(client: PGlite): Database {
  const orm = drizzlePglite({ client, schema });
  return {
    orm: orm as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(orm, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    timeQueries: (listener) => queryListeners(client).add(listener),
    poolStats: () => undefined,
  };
}

/** How long a query waits for a pool connection before it fails as "database unavailable" (db/unavailable). */
export const POOL_CONNECT_TIMEOUT_MS = 5000;

/** Connects a pool to PostgreSQL; connections open lazily on the first query. */
export function postgresDatabase(url: string, poolSize = 10): Database {
  // A request waits at most this long for a connection: with the server unreachable it gets a 503, never a hang.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS });
  // An idle client losing its server (a restart, a failover) emits 'error'; unhandled, it would end the
  // process. The pool drops that client and opens a new one on the next query.
  pool.on('error', (err) => console.error(`PostgreSQL idle connection error: ${err.message}`));
  const orm = drizzlePg({ client: pool, schema });
  const listeners = new QueryListeners();
  // Every query, the pool's own included, runs on one of its clients.
  pool.on('connect', (client) => timeCalls(client, 'query', listeners));
  return {
    orm: orm as unknown as Db,
    engine: 'postgres',
    migrate: () => migratePg(orm, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
    timeQueries: (listener) => listeners.add(listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Opens the configured database: PostgreSQL when `databaseUrl` is set (a pool of `databasePoolSize` connections),
 * PGlite at `pgliteDataDir` otherwise.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  pgliteDataDir: string;
}): Promise<Database> {
  if (options.databaseUrl !== undefined) return postgresDatabase(options.databaseUrl, options.databasePoolSize);
  return pgliteDatabase(await createPglite({ dataDir: options.pgliteDataDir }));
}

/** Who hears the durations of one client's queries; each app adds itself and leaves when it closes. */
class QueryListeners {
  private readonly listeners = new Set<(seconds: number) => void>();

  add(listener: (seconds: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(seconds: number): void {
    for (const listener of this.listeners) listener(seconds);
  }
}

// One wrapper per PGlite instance, however many apps open it in turn (the tests reuse instances).
const pgliteListeners = new WeakMap<object, QueryListeners>();

function queryListeners(client: object): QueryListeners {
  let listeners = pgliteListeners.get(client);
  if (listeners === undefined) {
    listeners = new QueryListeners();
    pgliteListeners.set(client, listeners);
    timeCalls(client, 'query', listeners);
  }
  return listeners;
}

/**
 * Wraps `target[method]` once so that each call tells `listeners` its duration: when its promise settles, or when the
 * callback that pg's pool passes as the last argument is called. The call itself and what it returns are unchanged.
 */
function timeCalls(target: object, method: string, listeners: QueryListeners): void {
  const holder = target as Record<string, (...args: unknown[]) => unknown>;
  const original = holder[method] as (...args: unknown[]) => unknown;
  holder[method] = function timed(this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => listeners.tell((performance.now() - started) / 1000);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}
