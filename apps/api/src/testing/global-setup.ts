import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, pgliteDatabase } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump that each worker clones when it needs a new instance; empty on PostgreSQL runs. */
    pgliteTemplatePath: string;
    /** The first part of the name of every PostgreSQL database this run makes, so the teardown finds them all. */
    databasePrefix: string;
  }
}

/**
 * PGlite's initdb costs seconds (tens on a busy machine), so it runs once per test run: the migrated
 * instance is dumped to a temporary file and each worker clones it when it needs a new instance (test-database).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env['TEST_DATABASE_URL']?.trim();
  if (serverUrl) {
    // The workers keep their databases (and the migrated template) from file to file; the run drops them at its end.
    const prefix = `shop_test_${randomBytes(4).toString('hex')}_`;
    project.provide('pgliteTemplatePath', '');
    project.provide('databasePrefix', prefix);
    return () => dropDatabasesNamed(serverUrl, prefix);
  }
  project.provide('databasePrefix', '');
  const dir = await mkdtemp(join(tmpdir(), 'shop-api-pglite-'));
  const file = join(dir, 'migrated.tar');
  const client = await createPglite();
  await pgliteDatabase(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => rm(dir, { recursive: true, force: true });
}

/** Drops every database on the server whose name starts with `prefix`, closing what is still connected to it. */
async function dropDatabasesNamed(serverUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
