import { resolve } from 'node:path';
import { buildApp } from './build-app';
import { systemClock } from './clock';
import { ConfigError, DEFAULT_DATA_DIR, describeConfig, loadConfig } from './config';
import { openDatabase } from './db/database';
import { resolveJwtSecret } from './modules/identity/jwt-secret';
import { createFileStorage } from './storage/create-file-storage';
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
  const app = await buildApp({ config, db, storage });
  app.log.info({ config: describeConfig(config) }, 'configuration');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await db.close();
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
}

main().catch((err: unknown) => {
  // Configuration problems are the operator's to fix: print them plainly, without a stack.
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
