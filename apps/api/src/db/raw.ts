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
