import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type Clock } from '../build-app';
import { loadConfig, type AppConfig, type LogLevel } from '../config';
import { LocalFileStorage } from '../storage/local-file-storage';
import type { ActionLimits, RateLimitedAction, RateLimitStore } from '../modules/identity/rate-limit';
import type { Mailer } from '../mail/mailer';
import { openTestDatabase, type TestDatabase } from './test-database';

/** One parsed JSON log line. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string };

/** pino's numeric levels, to find lines by name. */
export const LOG_LEVEL_VALUES = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** A whole API over a fresh database and a temporary storage directory, with its log lines captured. */
export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  storage: LocalFileStorage;
  config: AppConfig;
  /** Every log line written so far, parsed. */
  logs: LogLine[];
  /** Closes the app, the database (dropping it on PostgreSQL) and removes the storage directory. */
  close(): Promise<void>;
}

/** Options of {@link buildTestApp}. */
export interface TestAppOptions {
  /** Extra environment variables for the configuration. */
  env?: Record<string, string>;
  clock?: Clock;
  logLevel?: LogLevel;
  mailer?: Mailer;
  rateLimitStore?: RateLimitStore;
  rateLimits?: Readonly<Record<RateLimitedAction, ActionLimits>>;
  /** The Redis channel of the change relay, when `env` sets REDIS_URL. */
  changesChannel?: string;
}

/** The JWT secret of test apps. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** Builds the API for a test; routes may still be added to `app` before the first `inject`. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const storageDir = await mkdtemp(join(tmpdir(), 'shop-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DATA_DIR: 'memory://',
    STORAGE_DIR: storageDir,
    OUTBOX_DIR: join(storageDir, 'outbox'),
    JWT_SECRET: TEST_JWT_SECRET,
    ...options.env,
  });
  const db = await openTestDatabase();
  const storage = new LocalFileStorage(config.storage.dir, config.storage.publicBaseUrl);
  const logs: LogLine[] = [];
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) };
  const app = await buildApp({
    config,
    db,
    storage,
    clock: options.clock,
    logger: { level: options.logLevel ?? 'info', stream },
    mailer: options.mailer,
    rateLimitStore: options.rateLimitStore,
    rateLimits: options.rateLimits,
    changesChannel: options.changesChannel,
  });
  return {
    app,
    db,
    storage,
    config,
    logs,
    close: async () => {
      await app.close();
      await db.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
