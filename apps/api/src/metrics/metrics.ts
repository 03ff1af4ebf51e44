import { DURATION_BUCKETS } from '@shop/metrics';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database';

/** What a cache tells the metrics: how often it answered from memory and how much it holds. */
export interface CacheStats {
  readonly hits: number;
  readonly misses: number;
  readonly size: number;
}

/**
 * The API's Prometheus metrics, one registry per app so that several apps in one test process never mix their
 * figures. Counters of things other parts own (caches, the pool) are read when Prometheus scrapes, so those parts keep
 * plain numbers and know nothing of prom-client.
 */
export class ShopMetrics {
  readonly registry = new Registry();

  /** Every request by contract operation (or route), method and status. */
  readonly requestDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'API request duration by contract operation, method and status',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  /** Database round trips (PostgreSQL: every query; PGlite: queries outside transactions). */
  readonly queryDuration = new Histogram({
    name: 'shop_db_query_duration_seconds',
    help: 'Database query duration',
    labelNames: ['engine'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  /** From a change's publication by one API process to its arrival in another (over Redis). */
  readonly changeLag = new Histogram({
    name: 'shop_change_relay_lag_seconds',
    help: 'Delay of a cache-clearing change between API processes',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });

  /** Checkouts that wrote an order, and retries (same Idempotency-Key) answered with the order already written. */
  readonly checkouts = new Counter({
    name: 'shop_checkouts_total',
    help: 'Checkouts: placed wrote a new order, replayed answered a retry with the order already placed',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly caches = new Map<string, CacheStats>();
  private poolStats: () => PoolStats | undefined = () => undefined;

  constructor() {
    const caches = this.caches;
    new Counter({
      name: 'shop_cache_requests_total',
      help: 'Look-ups of the API caches, by cache and result',
      labelNames: ['cache', 'result'] as const,
      registers: [this.registry],
      // The caches count for themselves; a scrape copies their totals (reset, then the whole count).
      collect() {
        this.reset();
        for (const [cache, stats] of caches) {
          this.inc({ cache, result: 'hit' }, stats.hits);
          this.inc({ cache, result: 'miss' }, stats.misses);
        }
      },
    });
    new Gauge({
      name: 'shop_cache_entries',
      help: 'Entries held by each API cache',
      labelNames: ['cache'] as const,
      registers: [this.registry],
      collect() {
        for (const [cache, stats] of caches) this.set({ cache }, stats.size);
      },
    });
    const pool = () => this.poolStats();
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const stats = pool();
        if (stats === undefined) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  /** Reports `stats` as cache `name` at every scrape. */
  watchCache(name: string, stats: CacheStats): void {
    this.caches.set(name, stats);
  }

  /** Reports the database pool at every scrape. */
  watchPool(stats: () => PoolStats | undefined): void {
    this.poolStats = stats;
  }
}
