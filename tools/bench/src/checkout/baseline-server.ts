/**
 * The checkout baseline: a bare Fastify server filling a cart with one statement and checking it out with one
 * statement of the API's transaction (see baseline-sql.ts), over the same database and pool size as the API (10).
 * Run by the benchmark as a child process:
 *
 *   BASELINE_PORT=5621 DATABASE_URL=postgres://… tsx tools/bench/src/checkout/baseline-server.ts
 *   BASELINE_PORT=5621 PGLITE_DATA_DIR=<folder> tsx tools/bench/src/checkout/baseline-server.ts
 */
import { serveBaseline } from '../shared/baseline.ts';
import { CHECKOUT_BASELINE_SQL } from './baseline-sql.ts';

await serveBaseline((app, query) => {
  app.post<{ Body: { userId: string; productIds: string[]; quantities: number[] } }>('/cart/fill', async (req) => {
    await query(CHECKOUT_BASELINE_SQL.fill, [req.body.userId, req.body.productIds, req.body.quantities]);
    return { ok: true };
  });
  app.post<{ Body: { userId: string; contact: unknown; email: string } }>('/checkout', async (req, reply) => {
    const [order] = (await query(CHECKOUT_BASELINE_SQL.checkout, [
      req.body.userId,
      JSON.stringify(req.body.contact),
      req.body.email,
    ])) as { number: number }[];
    if (order === undefined) return reply.code(409).send({ error: 15 });
    return { number: order.number };
  });
});
