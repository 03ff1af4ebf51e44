import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import pg from 'pg';
import type {} from './global-setup';
import { createPglite, pgliteDatabase, postgresDatabase, type Database } from '../db/database';

/** PostgreSQL server for tests (e.g. postgres://postgres@127.0.0.1:5432/test); unset = in-memory PGlite. */
export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL']?.trim() || undefined;

/** The engine this test run uses. */
export const TEST_ENGINE = TEST_DATABASE_URL === undefined ? 'pglite' : 'postgres';

let pgliteTemplate: Promise<Blob | File> | undefined;
/** The databases of this worker that closed test databases emptied for the next test (see emptyToMigrated). */
const idlePglites: PGlite[] = [];
const idlePostgres: string[] = [];
/** The rows the migrations insert (the order-number counter), per table, as JSON, to put back after emptying. */
let migratedRows: Promise<{ table: string; rows: string }[]> | undefined;
let postgresTemplate: Promise<string> | undefined;

/** A test database; on PostgreSQL with its URL, so a test can open a second pool on it (a second API process). */
export interface TestDatabase extends Database {
  url?: string;
}

/**
 * A fresh, migrated database. A worker keeps the databases its tests close, from test to test and file to file, and
 * empties each back to its migrated state (see {@link emptyToMigrated}: milliseconds, where a new one costs half a
 * second); each open gets a new Drizzle handle, so nothing keyed by the handle (the listing cache, prepared reads)
 * outlives a test. A new one is, on PGlite, a clone of the run's one migrated instance (initdb costs seconds), on
 * PostgreSQL a database copied from the worker's migrated template. The run's teardown drops PostgreSQL's
 * (global-setup); PGlite's go with the worker.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (TEST_DATABASE_URL === undefined) {
    const client = idlePglites.pop() ?? (await createPglite({ loadDataDir: await migratedPgliteDump() }));
    const runner = pgliteRunner(client);
    const rows = await (migratedRows ??= readMigratedRows(runner));
    const db = pgliteDatabase(client);
    return {
      ...db,
      close: async () => {
        if (await emptyToMigrated(runner, rows)) idlePglites.push(client);
        else await client.close();
      },
    };
  }
  const serverUrl = TEST_DATABASE_URL;
  let name = idlePostgres.pop();
  if (name === undefined) {
    const template = await migratedPostgresTemplate(serverUrl);
    name = uniqueDatabaseName();
    await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
  }
  const kept = name;
  const url = databaseUrl(serverUrl, kept);
  const rows = await (migratedRows ??= withPostgres(url, readMigratedRows));
  const db = postgresDatabase(url, 4);
  return {
    ...db,
    url,
    close: async () => {
      await db.close();
      if (await withPostgres(url, (runner) => emptyToMigrated(runner, rows)).catch(() => false))
        idlePostgres.push(kept);
      else await dropDatabase(serverUrl, kept);
    },
  };
}

/** What emptying a database needs of its connection: statements, and rows of a query. */
interface SqlRunner {
  exec(statements: string): Promise<void>;
  rows<Row>(query: string, params?: unknown[]): Promise<Row[]>;
}

function pgliteRunner(client: PGlite): SqlRunner {
  return {
    exec: async (statements) => void (await client.exec(statements)),
    rows: async <Row>(query: string, params?: unknown[]) => (await client.query<Row>(query, params)).rows,
  };
}

/** Runs `work` over one new connection to the database at `url`, closed after. */
async function withPostgres<T>(url: string, work: (runner: SqlRunner) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work({
      exec: async (statements) => void (await client.query(statements)),
      rows: async <Row>(query: string, params?: unknown[]) => (await client.query(query, params)).rows as Row[],
    });
  } finally {
    await client.end();
  }
}

async function publicTables(runner: SqlRunner): Promise<string[]> {
  return (await runner.rows<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public'`)).map(
    (r) => r.tablename,
  );
}

/** The public tables of a migrated database that hold rows, with those rows as JSON (read once per worker). */
async function readMigratedRows(runner: SqlRunner): Promise<{ table: string; rows: string }[]> {
  const seeded: { table: string; rows: string }[] = [];
  for (const table of await publicTables(runner)) {
    const [row] = await runner.rows<{ rows: string | null }>(
      `select json_agg(x)::text as rows from public."${table}" x`,
    );
    if (row?.rows) seeded.push({ table, rows: row.rows });
  }
  return seeded;
}

/**
 * Empties a database back to its migrated state for the next test: the session's state goes (prepared statements,
 * settings, advisory locks), every public table is emptied with triggers and foreign keys off (the counters the
 * triggers keep are tables too), and the migrations' own rows (the order-number counter) go back. False when that
 * failed (a test left a transaction broken, or a connection holding locks): the caller discards the database.
 */
async function emptyToMigrated(
  runner: SqlRunner,
  migrated: readonly { table: string; rows: string }[],
): Promise<boolean> {
  try {
    // DISCARD ALL may not share the implicit transaction of a multi-statement string.
    await runner.exec('discard all');
    const tables = await publicTables(runner);
    await runner.exec(
      `set lock_timeout = '5s'; set session_replication_role = replica; ${tables.map((table) => `delete from public."${table}";`).join(' ')}`,
    );
    for (const { table, rows } of migrated) {
      await runner.rows(
        `insert into public."${table}" select * from json_populate_recordset(null::public."${table}", $1::json)`,
        [rows],
      );
    }
    await runner.exec('reset session_replication_role; reset lock_timeout');
    return true;
  } catch {
    return false;
  }
}

/** Runs one statement on the server named by `url` over a short-lived connection. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database name no other database of the run has, with this run's prefix, so the run's teardown drops it (global-setup). */
export function uniqueDatabaseName(): string {
  return `${inject('databasePrefix') || 'shop_test_'}${randomBytes(6).toString('hex')}`;
}

/** `url` pointing at another database on the same server. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops a test database once its closed connections are gone, forcing only as a last resort. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  // A pool's end() resolves before the server has reaped its backends; forcing at once would send
  // "terminating connection" to clients that are still saying goodbye.
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(url, `drop database if exists "${name}"`);
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== '55006') throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(url, `drop database if exists "${name}" with (force)`);
}

function migratedPgliteDump(): Promise<Blob | File> {
  pgliteTemplate ??= (async () => {
    const path = inject('pgliteTemplatePath');
    if (path) return new Blob([await readFile(path)]);
    // Without the global setup (a single file run by hand), migrate here.
    const client = await createPglite();
    await pgliteDatabase(client).migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return pgliteTemplate;
}

function migratedPostgresTemplate(url: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `${uniqueDatabaseName()}_tpl`;
    await adminQuery(url, `create database "${name}"`);
    const db = postgresDatabase(databaseUrl(url, name), 1);
    try {
      await db.migrate();
    } finally {
      // A template may have no open connections while it is copied.
      await db.close();
    }
    return name;
  })();
  return postgresTemplate;
}
