import { join } from 'node:path';
import { ROOT, startServer, type DatabaseLocation, type Server, databaseEnv } from '@shop/tools-kit';

/** A bench's bare baseline server (`entry`, e.g. tools/bench/src/catalog/baseline-server.ts) on `db`. */
export function startBaseline(port: number, db: DatabaseLocation, entry: string): Promise<Server> {
  return startServer({
    name: 'the baseline server',
    cwd: ROOT,
    entry,
    port,
    healthPath: '/health',
    env: { ...databaseEnv(db), BASELINE_PORT: String(port) },
  });
}

/** The storefront's production server (already built) rendering against `apiOrigin`; `extraEnv` e.g. turns its render cache off. */
export function startStorefront(
  port: number,
  apiOrigin: string,
  extraEnv: Record<string, string> = {},
): Promise<Server> {
  return startServer({
    name: 'the storefront',
    cwd: join(ROOT, 'apps/storefront'),
    entry: 'server.ts',
    port,
    healthPath: '/healthz',
    env: {
      STOREFRONT_HOST: '127.0.0.1',
      STOREFRONT_PORT: String(port),
      STOREFRONT_PUBLIC_URL: `http://127.0.0.1:${port}`,
      API_URL: apiOrigin,
      NODE_ENV: 'production',
      ...extraEnv,
    },
  });
}
