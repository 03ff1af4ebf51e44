/**
 * What `npm run start:cluster` runs, worked out from its options and the environment before anything starts: N API
 * processes and N storefront processes on PostgreSQL and Redis, one admin server, and the ports nginx puts in front of
 * them. Pure, so the same plan writes the nginx configuration that `deploy/` ships.
 */
import { join } from 'node:path';
import type { ProcessSpec } from '../supervisor.ts';
import { workspaceRoot } from '../services.ts';

/** The ports the shop's users and its operator see, all served by nginx. */
export interface PublicPorts {
  storefront: number;
  api: number;
  admin: number;
  /** The storefronts' own way to the API (the change stream included): bound to 127.0.0.1, never public. */
  internalApi: number;
}

export interface ClusterOptions {
  /** Processes of each kind (API and storefront). */
  processes: number;
  /** Address nginx listens on for the public ports. */
  host: string;
  ports: PublicPorts;
  /** First port of the API processes; the storefronts and the metrics ports follow their own bases. */
  apiBasePort: number;
  storefrontBasePort: number;
  /** First internal metrics port of the API processes, and of the storefront processes. */
  metricsBasePort: number;
  storefrontMetricsBasePort: number;
  adminPort: number;
}

/** The options with every port moved by `offset` (a test cluster beside a running one). */
export function shiftPorts(options: ClusterOptions, offset: number): ClusterOptions {
  const ports = options.ports;
  return {
    ...options,
    ports: {
      storefront: ports.storefront + offset,
      api: ports.api + offset,
      admin: ports.admin + offset,
      internalApi: ports.internalApi + offset,
    },
    apiBasePort: options.apiBasePort + offset,
    storefrontBasePort: options.storefrontBasePort + offset,
    metricsBasePort: options.metricsBasePort + offset,
    storefrontMetricsBasePort: options.storefrontMetricsBasePort + offset,
    adminPort: options.adminPort + offset,
  };
}

export const DEFAULT_CLUSTER_OPTIONS: ClusterOptions = {
  processes: 2,
  host: '127.0.0.1',
  ports: { storefront: 8080, api: 8081, admin: 8082, internalApi: 8089 },
  apiBasePort: 3110,
  storefrontBasePort: 3010,
  metricsBasePort: 9110,
  storefrontMetricsBasePort: 9010,
  adminPort: 3210,
};

export interface ClusterPlan {
  apis: (ProcessSpec & { port: number; metricsPort: number })[];
  storefronts: (ProcessSpec & { port: number; metricsPort: number })[];
  admin: ProcessSpec & { port: number };
  urls: { storefront: string; admin: string; api: string };
}

/** Secrets every process of the cluster shares (the cluster command keeps them in data/cluster). */
export interface ClusterSecrets {
  jwtSecret: string;
  internalToken: string;
}

const LOOPBACK = '127.0.0.1';

/**
 * The processes and URLs of a cluster. `env` supplies DATABASE_URL and REDIS_URL (required: PGlite serves one process,
 * and without Redis the processes would not share limits or tell each other of writes) and anything else the
 * processes read.
 */
export function planCluster(
  options: ClusterOptions,
  env: { DATABASE_URL: string; REDIS_URL: string },
  secrets: ClusterSecrets,
): ClusterPlan {
  const { host, ports } = options;
  const urls = {
    storefront: `http://${host}:${ports.storefront}`,
    admin: `http://${host}:${ports.admin}/admin`,
    api: `http://${host}:${ports.api}`,
  };
  const adminOrigin = `http://${host}:${ports.admin}`;
  const internalApi = `http://${LOOPBACK}:${ports.internalApi}`;
  const production = { NODE_ENV: 'production', INTERNAL_TOKEN: secrets.internalToken };
  const indexes = Array.from({ length: options.processes }, (_, index) => index);

  const apis = indexes.map((index) => {
    const port = options.apiBasePort + index;
    const metricsPort = options.metricsBasePort + index;
    return {
      name: `api-${index + 1}`,
      cwd: workspaceRoot,
      entry: 'apps/api/src/main.ts',
      port,
      metricsPort,
      env: {
        ...production,
        API_HOST: LOOPBACK,
        API_PORT: String(port),
        METRICS_HOST: LOOPBACK,
        METRICS_PORT: String(metricsPort),
        DATABASE_URL: env.DATABASE_URL,
        REDIS_URL: env.REDIS_URL,
        JWT_SECRET: secrets.jwtSecret,
        ADMIN_ORIGIN: adminOrigin,
        STOREFRONT_ORIGIN: urls.storefront,
        // nginx (and the storefronts behind it) name the client in X-Forwarded-For, all from this machine.
        TRUST_PROXY: 'loopback',
      },
      healthUrl: `http://${LOOPBACK}:${metricsPort}/readyz`,
      restart: true,
    };
  });

  const storefronts = indexes.map((index) => {
    const port = options.storefrontBasePort + index;
    const metricsPort = options.storefrontMetricsBasePort + index;
    return {
      name: `storefront-${index + 1}`,
      cwd: join(workspaceRoot, 'apps/storefront'),
      entry: 'server.ts',
      port,
      metricsPort,
      env: {
        ...production,
        STOREFRONT_HOST: LOOPBACK,
        STOREFRONT_PORT: String(port),
        STOREFRONT_METRICS_PORT: String(metricsPort),
        API_URL: internalApi,
        STOREFRONT_PUBLIC_URL: urls.storefront,
        TRUST_PROXY: 'loopback',
      },
      healthUrl: `http://${LOOPBACK}:${port}/healthz`,
      restart: true,
    };
  });

  const admin = {
    name: 'admin',
    cwd: join(workspaceRoot, 'apps/admin'),
    entry: 'server.ts',
    port: options.adminPort,
    env: {
      NODE_ENV: 'production',
      ADMIN_HOST: LOOPBACK,
      ADMIN_PORT: String(options.adminPort),
      ADMIN_ORIGIN: adminOrigin,
      API_PUBLIC_URL: urls.api,
      API_URL: internalApi,
      STOREFRONT_PUBLIC_URL: urls.storefront,
    },
    healthUrl: `http://${LOOPBACK}:${options.adminPort}/admin/`,
    restart: true,
  };

  return { apis, storefronts, admin, urls };
}
