import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../../../apps/api/src/db/database';
import type { Sql } from './sql';

/** Which of the API's migrations a database has: how many, and the name of the last. */
export interface MigrationState {
  count: number;
  /** The migration's name (`0019_session_devices`); null with none applied or one this checkout does not know. */
  last: string | null;
}

/** What a backup or a restore reports of a database. */
export interface DatabaseState {
  users: number;
  orders: number;
  migrations: MigrationState;
}

/** The API's migrations in order, by the time drizzle records for each (its journal's `when`). */
export async function knownMigrations(): Promise<{ when: number; tag: string }[]> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.map(({ when, tag }) => ({ when, tag }));
}

/** Rows of `table`, 0 when the table does not exist (a database no migration has touched yet). */
async function countRows(sql: Sql, table: string): Promise<number> {
  const [present] = await sql.rows<{ present: boolean }>(`select to_regclass('${table}') is not null as present`);
  if (present?.present !== true) return 0;
  const [row] = await sql.rows<{ n: string | number }>(`select count(*) as n from ${table}`);
  return Number(row?.n ?? 0);
}

/**
 * Drizzle's own record of the applied migrations (drizzle.__drizzle_migrations) keeps a hash and the journal's time of
 * each, not its name: the name comes from matching that time in the API's journal.
 */
async function migrationState(sql: Sql): Promise<MigrationState> {
  const count = await countRows(sql, 'drizzle.__drizzle_migrations');
  if (count === 0) return { count, last: null };
  const [row] = await sql.rows<{ at: string | number }>(
    'select max(created_at) as at from drizzle.__drizzle_migrations',
  );
  const at = Number(row?.at);
  return { count, last: (await knownMigrations()).find((m) => m.when === at)?.tag ?? null };
}

export async function readState(sql: Sql): Promise<DatabaseState> {
  return {
    users: await countRows(sql, 'public.users'),
    orders: await countRows(sql, 'public.orders'),
    migrations: await migrationState(sql),
  };
}
