import type { PGlite } from '@electric-sql/pglite';
import { onPostgres } from '@shop/tools-kit';

/** The one thing the backup asks of a database: the rows of a query. */
export interface Sql {
  rows<Row>(text: string): Promise<Row[]>;
}

export function pgliteSql(client: PGlite): Sql {
  return { rows: async <Row>(text: string) => (await client.query<Row>(text)).rows };
}

/** Runs `work` over one short-lived connection to the PostgreSQL database of `url`. */
export function onPostgresSql<T>(url: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  return onPostgres(url, (client) =>
    work({ rows: async <Row>(text: string) => (await client.query(text)).rows as Row[] }),
  );
}
