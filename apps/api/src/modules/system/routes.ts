import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Handlers } from '../../http/operations';

/** `GET /health`: 200 once the database answers a trivial query; the reply names no engine or version. */
export function systemHandlers(db: Database) {
  return {
    getHealth: async () => {
      await db.orm.execute(sql`select 1`);
      return { status: 'ok' };
    },
  } satisfies Handlers<'system'>;
}
