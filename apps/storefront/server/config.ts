import { isIP } from 'node:net';
import { PublicUrlError, storefrontPublicUrl } from '@shop/storefront-domain';

/** Settings of the storefront process (README: STOREFRONT_HOST, STOREFRONT_PORT, API_URL, STOREFRONT_PUBLIC_URL, TRUST_PROXY, STOREFRONT_METRICS_PORT…). */
export interface StorefrontConfig {
  host: string;
  port: number;
  apiUrl: string;
  /** The public origin (STOREFRONT_PUBLIC_URL; in development the listening origin), without a trailing slash. */
  publicUrl: string;
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY); false believes nobody. */
  trustProxy: string[] | false;
  logLevel: string;
  /** `off` renders every page for its visitor (the redirect and settings memos stay on while the stream is live). */
  renderCache: boolean;
  /** Bytes the render cache may hold, pages and their brotli and gzip copies together. */
  renderCacheBytes: number;
  /** The internal port of `/metrics`, `/livez` and `/readyz` (STOREFRONT_METRICS_PORT on STOREFRONT_METRICS_HOST); undefined = not served. */
  metrics: { host: string; port: number } | undefined;
}

/** A setting the storefront cannot start with; the message lists every problem. */
export class StorefrontConfigError extends Error {
  override readonly name = 'StorefrontConfigError';
}

/** The address ranges proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or empty trusts no proxy (the address of the connection is the client's); otherwise a comma list
 * of IP addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`. Trusting every address
 * (`true`, `*`) is refused: any client could then name any address and any scheme.
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return false;
  const wrong = entries.filter((entry) => !isTrustEntry(entry));
  if (wrong.length > 0) {
    throw new StorefrontConfigError(
      `TRUST_PROXY: не адрес, не сеть CIDR и не loopback, linklocal или uniquelocal: ${wrong.join(', ')}`,
    );
  }
  return entries;
}

/** STOREFRONT_METRICS_PORT: unset serves no metrics; otherwise a port number. */
export function parseMetricsPort(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!/^\d{1,5}$/.test(value.trim()) || port < 1 || port > 65535)
    throw new StorefrontConfigError(`STOREFRONT_METRICS_PORT должен быть номером порта от 1 до 65535: ${value}`);
  return port;
}

function isTrustEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128);
}

/** The storefront's settings from the environment; throws {@link StorefrontConfigError} naming every wrong one. */
export function readStorefrontConfig(env: NodeJS.ProcessEnv): StorefrontConfig {
  const problems: string[] = [];
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      if (error instanceof StorefrontConfigError || error instanceof PublicUrlError) {
        problems.push(error.message);
        return fallback;
      }
      throw error;
    }
  };
  const config: StorefrontConfig = {
    host: env['STOREFRONT_HOST'] ?? '127.0.0.1',
    port: Number(env['STOREFRONT_PORT'] ?? 3000),
    apiUrl: (env['API_URL'] ?? 'http://127.0.0.1:3100').replace(/\/+$/, ''),
    publicUrl: attempt(() => storefrontPublicUrl(env), ''),
    trustProxy: attempt(() => parseTrustProxy(env['TRUST_PROXY']), false),
    logLevel: env['LOG_LEVEL'] ?? 'info',
    renderCache: env['STOREFRONT_RENDER_CACHE'] !== 'off',
    renderCacheBytes: Math.max(1, Number(env['STOREFRONT_RENDER_CACHE_MB'] ?? 64) || 64) * 1024 * 1024,
    metrics: undefined,
  };
  const metricsPort = attempt(() => parseMetricsPort(env['STOREFRONT_METRICS_PORT']), undefined);
  if (metricsPort !== undefined)
    config.metrics = { host: env['STOREFRONT_METRICS_HOST'] ?? '127.0.0.1', port: metricsPort };
  if (problems.length > 0)
    throw new StorefrontConfigError(`Неверная конфигурация витрины:\n- ${problems.join('\n- ')}`);
  return config;
}
