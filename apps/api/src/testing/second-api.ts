import type { FastifyInstance } from 'fastify';
import { buildApp, systemClock } from '../build-app';
import { MemoryRateLimitStore } from '../modules/identity/rate-limit';
import { loadConfig } from '../config';
import { postgresDatabase, type Database } from '../db/database';
import { TEST_JWT_SECRET, type TestApp } from './build-test-app';
import { TEST_ENGINE } from './test-database';

/** A second API on the test app's database, as a second process would be; `close` ends it and its pool. */
export interface SecondApi {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, another API instance with its own connection pool of `poolSize` on `t`'s database, sharing its
 * storage and outbox; undefined on PGlite, whose one connection lives in one process. Concurrency tests spread their
 * requests over both, so a lock that only one process would honour shows up.
 */
export async function secondApiOnSameDatabase(
  t: TestApp,
  poolSize: number,
  /** Relays its change feed over this Redis: the URL, and the channel the test app listens on too. */
  relay?: { redisUrl: string; channel: string },
): Promise<SecondApi | undefined> {
  if (TEST_ENGINE !== 'postgres') return undefined;
  const url = t.db.url;
  if (url === undefined) throw new Error('the PostgreSQL test database does not say its URL');
  const db: Database = postgresDatabase(url, poolSize);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: url,
    STORAGE_DIR: t.config.storage.dir,
    OUTBOX_DIR: t.config.mail.outboxDir,
    ANONYMOUS_CLEANUP_INTERVAL_MINUTES: '0',
    ...(relay !== undefined ? { REDIS_URL: relay.redisUrl } : {}),
  });
  // Rate limits stay in memory: the relay's Redis is shared with other tests.
  const app = await buildApp({
    config,
    db,
    storage: t.storage,
    logger: false,
    rateLimitStore: new MemoryRateLimitStore(systemClock),
    changesChannel: relay?.channel,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
