import type { Db } from '../db/database';

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** The SQL text of every statement sent to the database while it was recorded. */
export interface StatementLog {
  statements: string[];
  /** Runs `work` and answers the statements it sent (the log starts empty). */
  during(work: () => Promise<unknown>): Promise<string[]>;
  /** Puts the client's own `query` back. */
  stop(): void;
}

/**
 * Records the statements a database handle sends: every Drizzle statement, on PGlite and on node-postgres alike,
 * goes through its client's `query` (the pool's, outside transactions), so wrapping it counts round trips.
 */
export function recordStatements(db: Db): StatementLog {
  const client = (db as unknown as { $client: { query: QueryFn } }).$client;
  const own = Object.prototype.hasOwnProperty.call(client, 'query') ? client.query : undefined;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args;
    statements.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
    return original.apply(this, args);
  };
  return {
    statements,
    async during(work) {
      statements.length = 0;
      await work();
      return [...statements];
    },
    stop() {
      if (own === undefined) delete (client as Partial<{ query: QueryFn }>).query;
      else client.query = own;
    },
  };
}
