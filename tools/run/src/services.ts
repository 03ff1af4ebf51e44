import { fileURLToPath } from 'node:url';

/** One process of the shop as the run command starts it. */
export interface ServiceSpec {
  name: 'api' | 'storefront' | 'admin';
  /** Working directory, absolute. */
  cwd: string;
  /** TypeScript entry, relative to `cwd`, run by Node with the tsx loader. */
  entry: string;
  env: Record<string, string>;
  /** Polled until it answers 2xx; then the service counts as up. */
  healthUrl: string;
  /** What the person running the shop opens. */
  publicUrl: string;
}

export const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The three processes and how they find each other, from the same variables each process reads
 * (see `.env.example`). Every default binds to 127.0.0.1.
 */
export function describeServices(env: NodeJS.ProcessEnv): ServiceSpec[] {
  const apiHost = env.API_HOST ?? '127.0.0.1';
  const apiPort = env.API_PORT ?? '3100';
  const storefrontHost = env.STOREFRONT_HOST ?? '127.0.0.1';
  const storefrontPort = env.STOREFRONT_PORT ?? '3000';
  const adminHost = env.ADMIN_HOST ?? '127.0.0.1';
  const adminPort = env.ADMIN_PORT ?? '3200';

  const apiUrl = `http://${apiHost}:${apiPort}`;
  const storefrontUrl = env.STOREFRONT_PUBLIC_URL ?? `http://${storefrontHost}:${storefrontPort}`;
  const adminUrl = `http://${adminHost}:${adminPort}`;
  const adminOrigin = env.ADMIN_ORIGIN ?? adminUrl;
  // The console shows the URLs, the notices and what goes wrong; LOG_LEVEL=info brings back a line per request.
  const LOG_LEVEL = env.LOG_LEVEL ?? 'warn';

  return [
    {
      name: 'api',
      cwd: workspaceRoot,
      entry: 'apps/api/src/main.ts',
      env: {
        API_HOST: apiHost,
        API_PORT: apiPort,
        ADMIN_ORIGIN: adminOrigin,
        STOREFRONT_ORIGIN: env.STOREFRONT_ORIGIN ?? storefrontUrl,
        // The one-machine shop: the API keeps a generated JWT secret in ./data. A production
        // deployment sets NODE_ENV=production, which then insists on JWT_SECRET.
        NODE_ENV: env.NODE_ENV ?? 'development',
        // The storefront forwards /api/v1 from this machine and names the shopper in X-Forwarded-For.
        TRUST_PROXY: env.TRUST_PROXY ?? 'loopback',
        LOG_LEVEL,
      },
      healthUrl: `${apiUrl}/health`,
      publicUrl: apiUrl,
    },
    {
      name: 'storefront',
      cwd: `${workspaceRoot}apps/storefront`,
      entry: 'server.ts',
      env: {
        STOREFRONT_HOST: storefrontHost,
        STOREFRONT_PORT: storefrontPort,
        API_URL: env.API_URL ?? apiUrl,
        // Canonical links and the sitemap name this origin, never a request's Host header.
        STOREFRONT_PUBLIC_URL: storefrontUrl,
        NODE_ENV: 'production',
        LOG_LEVEL,
      },
      healthUrl: `http://${storefrontHost}:${storefrontPort}/healthz`,
      publicUrl: storefrontUrl,
    },
    {
      name: 'admin',
      cwd: `${workspaceRoot}apps/admin`,
      entry: 'server.ts',
      env: {
        ADMIN_HOST: adminHost,
        ADMIN_PORT: adminPort,
        API_PUBLIC_URL: env.API_PUBLIC_URL ?? apiUrl,
        STOREFRONT_PUBLIC_URL: storefrontUrl,
        NODE_ENV: 'production',
        LOG_LEVEL,
      },
      healthUrl: `${adminUrl}/admin/`,
      publicUrl: `${adminOrigin}/admin`,
    },
  ];
}
