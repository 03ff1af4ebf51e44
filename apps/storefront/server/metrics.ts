import { DURATION_BUCKETS } from '@shop/metrics';
import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, Registry } from 'prom-client';

/** What the storefront serves, for the request metrics: a handful of kinds, never the path itself. */
export type RequestKind = 'page' | 'api' | 'asset' | 'health';

/** The kind of a request by its path: forwarded to the API, a built file, the health check, or a rendered page. */
export function requestKindOf(url: string): RequestKind {
  if (url.startsWith('/api/') || url.startsWith('/storage/')) return 'api';
  if (url.startsWith('/assets/')) return 'asset';
  if (url === '/healthz') return 'health';
  return 'page';
}

/** What the metrics read from the render cache and the change stream when Prometheus scrapes. */
export interface RenderCacheGauges {
  /** Pages kept and their bytes (all encodings). */
  stats(): { entries: number; bytes: number };
  /** True while the change stream is live (only then are pages kept and served from the cache). */
  live(): boolean;
}

/**
 * The storefront process's Prometheus metrics (`METRICS_PORT`): every request by kind, render-cache answer (hit,
 * miss, group-hit, group-miss, uncached, bypass, private, or none for what the cache never sees) and status, and the render cache's size
 * and liveness. One registry per server, so that several servers in one test process never mix their figures.
 */
export class StorefrontMetrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'shop_storefront_request_duration_seconds',
    help: 'Storefront request duration by kind, render-cache answer, method and status',
    labelNames: ['kind', 'render_cache', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  /** Starts reading the render cache's gauges (once the server has built its cache). */
  watchRenderCache(cache: RenderCacheGauges): void {
    this.gaugeOf('shop_storefront_render_cache_entries', 'Pages held by the render cache', () => cache.stats().entries);
    this.gaugeOf(
      'shop_storefront_render_cache_bytes',
      'Bytes held by the render cache, every encoding of every page',
      () => cache.stats().bytes,
    );
    this.gaugeOf(
      'shop_storefront_change_feed_live',
      '1 while the API change stream is live and the render cache serves, 0 while pages render fresh',
      () => (cache.live() ? 1 : 0),
    );
  }

  /** A gauge that reads its value from `read` when Prometheus scrapes. */
  private gaugeOf(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }
}

/** Times every reply into `metrics`; the render cache says how it answered in its `X-Render-Cache` header. */
export function registerRequestMetrics(app: FastifyInstance, metrics: StorefrontMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const answer = reply.getHeader('x-render-cache');
    metrics.requestDuration.observe(
      {
        kind: requestKindOf(request.url),
        render_cache: typeof answer === 'string' ? answer : 'none',
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
