import { resolve } from 'node:path';
import { buildApp } from './build-app';
import { systemClock } from './clock';
import { ConfigError, DEFAULT_DATA_DIR, describeConfig, loadConfig } from './config';
import { openDatabase } from './db/database';
import { resolveJwtSecret } from './modules/identity/jwt-secret';
import { collectDefaultMetrics } from 'prom-client';
import { createFileStorage } from './storage/create-file-storage';
import { ShopMetrics } from './metrics/metrics';
import { startMetricsServer } from '@shop/metrics';
import { Readiness } from './metrics/readiness';
import { ensureFirstRoot } from './modules/users/first-root';

/** How long in-flight requests may take to finish after SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = await resolveJwtSecret(loadConfig(), resolve(DEFAULT_DATA_DIR, 'jwt-secret'));
  const db = await openDatabase(config);
  try {
    await db.migrate();
    const root = await ensureFirstRoot(db.orm, config.firstRoot, systemClock);
    if (root !== undefined) {
      // Printed once, to the terminal only (not the JSON log): the only time the generated password is shown.
      const password = root.generatedPassword ?? '(ADMIN_PASSWORD)';
      console.log(`\nПервый администратор создан:\n  email:  ${root.email}\n  пароль: ${password}\n`);
    }
  } catch (err) {
    await db.close();
    throw err;
  }
  const storage = createFileStorage(config.storage);
  const metrics = new ShopMetrics();
  // The process's own figures (event-loop lag, heap, handles, CPU) beside the app's.
  collectDefaultMetrics({ register: metrics.registry });
  const app = await buildApp({ config, db, storage, metrics });
  app.log.info({ config: describeConfig(config) }, 'configuration');
  const readiness = new Readiness(db);
  // Started once the API listens, so that /readyz never says ready for a process that takes no requests yet.
  let internal: Awaited<ReturnType<typeof startMetricsServer>> | undefined;

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    readiness.drain();
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // Fastify stops accepting, lets in-flight requests finish and closes the change stream, Redis and the mailer.
      await app.close();
      await db.close();
      internal?.server.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info({ url: address, database: db.engine, storage: storage.kind }, `API listening at ${address}`);
  if (config.metrics !== undefined) {
    internal = await startMetricsServer(metrics.registry, readiness, config.metrics);
    app.log.info({ url: internal.url }, `metrics and probes at ${internal.url}`);
  }
}

main().catch((err: unknown) => {
  // Configuration problems are the operator's to fix: print them plainly, without a stack.
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
