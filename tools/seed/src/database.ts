import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { SqlClient } from './sql-client';

/** The API's committed migrations: the seed brings a fresh database to the schema the API expects. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../apps/api/migrations', import.meta.url));

/** The API's default PGlite folder (its PGLITE_DATA_DIR default). */
export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../../../data/pglite', import.meta.url));

/** An open, migrated database for the seed. */
export interface SeedDatabase {
  client: SqlClient;
  close(): Promise<void>;
}

/** PostgreSQL over one connection (the seed runs in one transaction), migrated. */
export async function openPostgres(url: string): Promise<SeedDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  return { client: client as unknown as SqlClient, close: () => client.end() };
}

/** PGlite at `dataDir` (`memory://` or undefined: in memory) with pg_trgm, migrated. */
export async function openPglite(dataDir: string | undefined): Promise<SeedDatabase> {
  const dir = dataDir === 'memory://' ? undefined : dataDir;
  if (dir !== undefined) await mkdir(dirname(dir), { recursive: true });
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  return { client: client as unknown as SqlClient, close: () => client.close() };
}
