import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, pgliteDatabase } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory dump that every test file clones; empty on PostgreSQL runs. */
    pgliteTemplatePath: string;
  }
}

/**
 * PGlite's initdb costs seconds (tens on a busy machine), so it runs once per test run: the migrated
 * instance is dumped to a temporary file and each test file clones it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env['TEST_DATABASE_URL']?.trim()) {
    project.provide('pgliteTemplatePath', '');
    return async () => undefined;
  }
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
