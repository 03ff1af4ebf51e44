import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** What a Redis client reports about its connection. */
type OutageLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * A Redis client that never crashes or floods the log when Redis goes away: ioredis reconnects by itself (with
 * backoff up to 2 s), and an outage is logged once when it starts and once when Redis is back. Without an `error`
 * listener ioredis would print "Unhandled error event" on every reconnect attempt.
 */
export function connectRedis(url: string, log: OutageLog, role: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, { lazyConnect: true, ...options });
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
