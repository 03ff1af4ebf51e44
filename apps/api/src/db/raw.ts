import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Rows of a raw SQL query. Both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`;
 * the engine-neutral `Db` type only knows `unknown`.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** A JSON column of a raw query: node-postgres and PGlite hand it over parsed, and a string is parsed defensively. */
export function jsonColumn<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
