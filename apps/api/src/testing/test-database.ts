import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import type {} from './global-setup';
import { createPglite, pgliteDatabase, postgresDatabase, type Database } from '../db/database';

/** PostgreSQL server for tests (e.g. postgres://postgres@127.0.0.1:5432/test); unset = in-memory PGlite. */
export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL']?.trim() || undefined;

/** The engine this test run uses. */
export const TEST_ENGINE = TEST_DATABASE_URL === undefined ? 'pglite' : 'postgres';

let pgliteTemplate: Promise<Blob | File> | undefined;
let postgresTemplate: Promise<string> | undefined;
const postgresDatabases = new Set<string>();

/** A test database; on PostgreSQL with its URL, so a test can open a second pool on it (a second API process). */
export interface TestDatabase extends Database {
  url?: string;
}

/**
 * A fresh, migrated database. PGlite: a clone of one migrated instance per test file (initdb costs
 * seconds, a clone well under one). PostgreSQL: a new database copied from one migrated template per
 * test file; closing the returned database drops it.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (TEST_DATABASE_URL === undefined) {
    const client = await createPglite({ loadDataDir: await migratedPgliteDump() });
    return pgliteDatabase(client);
  }
  const template = await migratedPostgresTemplate(TEST_DATABASE_URL);
  const name = uniqueDatabaseName();
  await adminQuery(TEST_DATABASE_URL, `create database "${name}" template "${template}"`);
  postgresDatabases.add(name);
  const url = databaseUrl(TEST_DATABASE_URL, name);
  const db = postgresDatabase(url, 4);
  return {
    ...db,
    url,
    close: async () => {
      await db.close();
      await dropDatabase(TEST_DATABASE_URL, name);
    },
  };
}

/** Drops every PostgreSQL database this test file created (the setup file calls it after all tests). */
export async function disposeTestDatabases(): Promise<void> {
  if (TEST_DATABASE_URL === undefined) return;
  const template = postgresTemplate;
  postgresTemplate = undefined;
  for (const name of postgresDatabases) await dropDatabase(TEST_DATABASE_URL, name);
  if (template !== undefined) await dropDatabase(TEST_DATABASE_URL, await template);
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

/** A database name no other test file uses. */
export function uniqueDatabaseName(): string {
  return `shop_test_${randomBytes(6).toString('hex')}`;
}

/** `url` pointing at another database on the same server. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops a test database once its closed connections are gone, forcing only as a last resort. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  postgresDatabases.delete(name);
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
