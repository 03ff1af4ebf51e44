/**
 * The baseline: a bare Fastify server that answers each route with ONE SQL query of the same shape as the
 * API's main query for that page (no validation, no auth, no pricing, no facets, no second query), over the
 * same database and the same pool size as the API (10). Run by the benchmark as a child process:
 *
 *   BASELINE_PORT=5601 DATABASE_URL=postgres://… tsx tools/bench/src/catalog/baseline-server.ts
 *   BASELINE_PORT=5601 PGLITE_DATA_DIR=<folder> tsx tools/bench/src/catalog/baseline-server.ts
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
// The baseline is by definition a bare Fastify server, the framework the API runs on.
import Fastify from 'fastify';
import pg from 'pg';
import { BASELINE_SQL, type BaselineQuery } from './baseline-sql.ts';

interface Query {
  (text: string, params: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<Query> {
  const url = process.env['DATABASE_URL'];
  if (url !== undefined && url !== '') {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return Object.assign(async (text: string, params: unknown[]) => (await pool.query(text, params)).rows as unknown[], { close: () => pool.end() });
  }
  const dir = process.env['PGLITE_DATA_DIR'];
  if (dir === undefined || dir === '') throw new Error('Set DATABASE_URL or PGLITE_DATA_DIR');
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  return Object.assign(async (text: string, params: unknown[]) => (await client.query(text, params)).rows, { close: () => client.close() });
}

const query = await openDatabase();
const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
const answer = (name: BaselineQuery, params: unknown[]) => query(BASELINE_SQL[name], params).then((rows) => ({ rows }));
app.get<{ Querystring: { categorySlug: string; offset: string } }>('/listing', (req) => answer('listing', [req.query.categorySlug, 24, Number(req.query.offset)]));
app.get<{ Params: { slug: string } }>('/product/:slug', (req) => answer('productBySlug', [req.params.slug]));
app.get<{ Querystring: { query: string } }>('/search', (req) => answer('search', [req.query.query, 24]));
app.get<{ Querystring: { offset: string } }>('/admin-list', (req) => answer('adminList', [24, Number(req.query.offset)]));

const stop = async () => {
  await app.close();
  await query.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ host: '127.0.0.1', port: Number(process.env['BASELINE_PORT'] ?? 5601) });
