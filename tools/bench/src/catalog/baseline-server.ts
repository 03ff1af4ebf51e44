/**
 * The baseline: a bare Fastify server that answers each route with ONE SQL query of the same shape as the
 * API's main query for that page (no validation, no auth, no pricing, no facets, no second query), over the
 * same database and the same pool size as the API (10). Run by the benchmark as a child process:
 *
 *   BASELINE_PORT=5601 DATABASE_URL=postgres://… tsx tools/bench/src/catalog/baseline-server.ts
 *   BASELINE_PORT=5601 PGLITE_DATA_DIR=<folder> tsx tools/bench/src/catalog/baseline-server.ts
 */
import { serveBaseline } from '../shared/baseline.ts';
import { BASELINE_SQL, type BaselineQuery } from './baseline-sql.ts';

await serveBaseline((app, query) => {
  const answer = (name: BaselineQuery, params: unknown[]) =>
    query(BASELINE_SQL[name], params).then((rows) => ({ rows }));
  app.get<{ Querystring: { categorySlug: string; offset: string } }>('/listing', (req) =>
    answer('listing', [req.query.categorySlug, 24, Number(req.query.offset)]),
  );
  app.get<{ Params: { slug: string } }>('/product/:slug', (req) => answer('productBySlug', [req.params.slug]));
  app.get<{ Querystring: { query: string } }>('/search', (req) => answer('search', [req.query.query, 24]));
  app.get<{ Querystring: { offset: string } }>('/admin-list', (req) =>
    answer('adminList', [24, Number(req.query.offset)]),
  );
});
