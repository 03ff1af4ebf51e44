import { postgresDatabase } from '../../../apps/api/src/db/database';
import { runProgram } from './command';
import { onPostgresSql } from './sql';
import { readState, type DatabaseState } from './state';

/**
 * pg_dump and pg_restore take the database as a libpq URI; its password goes into PGPASSWORD instead, so that the
 * process list (`ps`), which shows every argument, never shows it.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password === '' ? process.env : { ...process.env, PGPASSWORD: password } };
}

export const postgresState = (url: string): Promise<DatabaseState> => onPostgresSql(url, readState);

/**
 * Dumps the database of `url` into `file` in pg_dump's custom format (compressed; pg_restore can pick from it), from
 * one snapshot, so a running shop does not make it inconsistent. Returns what the database holds.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseState> {
  const { dbname, env } = connection(url);
  const state = await postgresState(url);
  await runProgram('pg_dump', ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${dbname}`], env);
  return state;
}

/**
 * Restores `file` into the database of `url`: objects the dump has are dropped first when they exist (--clean
 * --if-exists), owned by the connecting user rather than the original one (--no-owner), in one transaction that
 * stops at the first error, so a failed restore changes nothing. Then the API's migrations bring it up to date.
 */
export async function restorePostgres(url: string, file: string): Promise<DatabaseState> {
  const { dbname, env } = connection(url);
  await runProgram(
    'pg_restore',
    [
      '--no-owner',
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  const db = postgresDatabase(url, 1);
  try {
    await db.migrate();
  } finally {
    await db.close();
  }
  return postgresState(url);
}
