import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (http/contract sets it). */
    operationId?: string;
  }
}

/**
 * The label a request is counted under: its contract operation, else the route's pattern (stored files, the change
 * stream), else `unmatched` — never the raw URL, so a scanner's paths cannot grow the metrics without bound.
 */
export function operationOf(req: FastifyRequest): string {
  const operationId = req.routeOptions.config?.operationId;
  if (typeof operationId === 'string') return operationId;
  return req.routeOptions.url ?? 'unmatched';
}

/** Times every reply into {@link ShopMetrics.requestDuration}. */
export function installRequestMetrics(app: FastifyInstance, metrics: ShopMetrics): void {
  app.addHook('onResponse', async (req, reply) => {
    metrics.requestDuration.observe(
      { operation: operationOf(req), method: req.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
