import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** What a Redis client reports about its connection. */
type OutageLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * The wait before reconnect attempt `times`: 50 ms more each time, at most half a second. ioredis's own backoff grows
 * to 2 s, so a process would go on without Redis (memory limits, caches on their TTL) up to 2 s after Redis is back;
 * an attempt on a local port that refuses costs next to nothing.
 */
export const reconnectDelay = (times: number): number => Math.min(times * 50, 500);

/**
 * A Redis client that never crashes or floods the log when Redis goes away: ioredis reconnects by itself (every
 * {@link reconnectDelay}), and an outage is logged once when it starts and once when Redis is back. Without an
 * `error` listener ioredis would print "Unhandled error event" on every reconnect attempt.
 */
export function connectRedis(url: string, log: OutageLog, role: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, { lazyConnect: true, retryStrategy: reconnectDelay, ...options });
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err, redis: role }, 'Redis unavailable; reconnecting');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: role }, 'Redis is back');
  });
  return client;
}
