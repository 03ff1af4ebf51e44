/**
 * The cart baseline: a bare Fastify server answering each route with ONE SQL statement of the same shape as the
 * API's (no validation, no identity, no pricing, no cart in the reply of an add), over the same database and
 * pool size as the API (10). Run by the benchmark as a child process:
 *
 *   BASELINE_PORT=5611 DATABASE_URL=postgres://… tsx tools/bench/src/cart/baseline-server.ts
 *   BASELINE_PORT=5611 PGLITE_DATA_DIR=<folder> tsx tools/bench/src/cart/baseline-server.ts
 */
import { serveBaseline } from '../shared/baseline.ts';
import { CART_BASELINE_SQL } from './baseline-sql.ts';

await serveBaseline((app, query) => {
  app.get<{ Querystring: { userId: string } }>('/cart', async (req) => ({
    rows: await query(CART_BASELINE_SQL.cart, [req.query.userId]),
  }));
  app.post<{ Body: { userId: string; productId: string; quantity: number } }>('/cart/product', async (req) => ({
    rows: await query(CART_BASELINE_SQL.add, [req.body.userId, req.body.productId, req.body.quantity]),
  }));
});
