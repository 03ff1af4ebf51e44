/**
 * What a bench's bare baseline server is made of: the same PostgreSQL (pool 10, like the API) or PGlite folder the
 * API was measured on, from DATABASE_URL or PGLITE_DATA_DIR as the API reads them, and a bare Fastify app
 * listening on BASELINE_PORT until SIGTERM.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
// The baseline is by definition a bare Fastify server, the framework the API runs on.
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

/** One SQL statement with its parameters: the rows it returns. */
export interface Query {
  (text: string, params: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<Query> {
  const url = process.env['DATABASE_URL'];
  if (url !== undefined && url !== '') {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return Object.assign(
      async (text: string, params: unknown[]) => (await pool.query(text, params)).rows as unknown[],
      { close: () => pool.end() },
    );
  }
  const dir = process.env['PGLITE_DATA_DIR'];
  if (dir === undefined || dir === '') throw new Error('Set DATABASE_URL or PGLITE_DATA_DIR');
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  return Object.assign(async (text: string, params: unknown[]) => (await client.query(text, params)).rows, {
    close: () => client.close(),
  });
}

/**
 * Opens the database, lets `routes` add the baseline's routes (beside GET /health) and listens on BASELINE_PORT
 * (default 5601) until SIGTERM or SIGINT, when the app and the database are closed.
 */
export async function serveBaseline(routes: (app: FastifyInstance, query: Query) => void): Promise<void> {
  const query = await openDatabase();
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ status: 'ok' }));
  routes(app, query);
  const stop = async () => {
    await app.close();
    await query.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  await app.listen({ host: '127.0.0.1', port: Number(process.env['BASELINE_PORT'] ?? 5601) });
}
