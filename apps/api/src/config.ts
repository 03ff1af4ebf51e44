import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/**
 * Environment variables of the API (copy to `.env.example`). Every one is optional.
 *
 * | Variable                  | Default                   | Meaning |
 * |---------------------------|---------------------------|---------|
 * | `API_HOST`                | `127.0.0.1`               | Interface the API listens on (`0.0.0.0` in a container). |
 * | `API_PORT`                | `3100`                    | TCP port of the API. |
 * | `METRICS_PORT`            | (unset)                   | Internal port of `/metrics` (Prometheus), `/livez` and `/readyz`; unset = not served. Never expose it publicly. |
 * | `METRICS_HOST`            | `127.0.0.1`               | Interface of that port. |
 * | `DATABASE_URL`            | (unset)                   | PostgreSQL connection string; when unset the API embeds PGlite. Secret (may hold a password). |
 * | `DATABASE_POOL_SIZE`      | `10`                      | Connections each API process may hold to PostgreSQL (README "Capacity"). |
 * | `PGLITE_DATA_DIR`         | `<repo>/data/pglite`      | PGlite data directory when `DATABASE_URL` is unset; `memory://` keeps data in memory only. |
 * | `STORAGE_DIR`             | `<repo>/data/storage`     | Root directory of local file storage (used when `S3_ENDPOINT` is unset). |
 * | `STORAGE_PUBLIC_BASE_URL` | `/storage`                | Base of public file URLs: base + '/' + bucketName + path. Point it at the bucket host with S3. |
 * | `S3_ENDPOINT`             | (unset)                   | S3-compatible endpoint (`https://storage.yandexcloud.net`); when set, files go to S3, path-style. |
 * | `S3_REGION`               | `us-east-1`               | Region used for SigV4 signing. |
 * | `S3_ACCESS_KEY_ID`        | (unset)                   | S3 access key id; required with `S3_ENDPOINT`. |
 * | `S3_SECRET_ACCESS_KEY`    | (unset)                   | S3 secret key; required with `S3_ENDPOINT`. Secret. |
 * | `ADMIN_ORIGIN`            | `http://127.0.0.1:3200`   | Origin of the admin SPA, the only origin allowed by CORS (with credentials). |
 * | `STOREFRONT_ORIGIN`       | `http://127.0.0.1:3000`   | Public origin of the storefront (links in mail, redirects). |
 * | `LOG_LEVEL`               | `info`                    | pino level: fatal, error, warn, info, debug, trace or silent. |
 * | `NODE_ENV`                | `development`             | `production` turns off development conveniences. |
 * | `JWT_SECRET`              | (generated)               | HS256 key of access tokens, at least 32 characters. Required in production; elsewhere generated once and kept in `<repo>/data/jwt-secret`. Secret. |
 * | `ACCESS_TOKEN_TTL_SECONDS`| `900`                     | Lifetime of an access token (15 min). |
 * | `REFRESH_TOKEN_TTL_SECONDS`| `2592000`                | Lifetime of a refresh token and of its cookie (30 days). |
 * | `SESSION_MAX_AGE_DAYS`    | `90`                      | A customer's session ends this long after sign-in, however often it is refreshed. |
 * | `ADMIN_SESSION_MAX_AGE_HOURS` | `12`                  | The same for root: an administrator signs in again each working day. |
 * | `COOKIE_SECURE`           | (from the storefront)     | `Secure` on the API's cookies; unset = `true` exactly when `STOREFRONT_ORIGIN` is https. |
 * | `COOKIE_DOMAIN`           | (unset)                   | `Domain` of the API's cookies; unset = host-only. |
 * | `SMTP_URL`                | (unset)                   | `smtp://user:pw@host:587` (or `smtps://`); when unset letters go to the outbox. Secret. |
 * | `MAIL_FROM`               | `ТахоСнаб <no-reply@tachosnab.local>` | Sender of letters. |
 * | `OUTBOX_DIR`              | `<repo>/data/outbox`      | Where letters go when `SMTP_URL` is unset (`npm run outbox` lists them). |
 * | `REDIS_URL`               | (unset)                   | `redis://127.0.0.1:6379`: rate-limit counters shared by API processes, and the relay of cache-clearing changes between them; unset = in memory, one process. Secret. |
 * | `CATALOGUE_CACHE_SECONDS` | `60`                      | How long an API process keeps listing pages, facets, search results and product pages that another process's catalogue write may have changed when no Redis relays it (its own writes clear them at once); `0` turns the caches off. |
 * | `ANONYMOUS_CART_TTL_DAYS` | `90`                      | Anonymous visitors whose cart and favorites were untouched this many days are deleted with them. |
 * | `ANONYMOUS_CLEANUP_INTERVAL_MINUTES` | `60`           | Minutes between runs of that cleanup (also run at start-up); `0` turns it off. |
 * | `ADMIN_EMAIL`             | `admin@tachosnab.local`   | Email of the first root account, created when there are no users. |
 * | `ADMIN_PASSWORD`          | (generated)               | Its password (8+ characters); when unset one is generated and printed once. Secret. |
 * | `TRUST_PROXY`             | (unset)                   | Proxies whose `X-Forwarded-For` names the client, for per-address limits and logs: a comma list of IPs, CIDR ranges and `loopback`, `linklocal`, `uniquelocal`. Unset trusts none, so a client cannot pick its own address. `npm start` sets `loopback`: the storefront forwards from this machine. |
 * | `INTERNAL_TOKEN`          | (unset)                   | Shared secret the storefronts send (header `X-Internal-Token`) to use `/internal/*`; at least 32 characters. Required in production; unset elsewhere, only this machine may call them. Secret. |
 *
 * Defaults for directories sit in the repository's `data/` (git-ignored) whatever the working directory,
 * so `npx tsx apps/api/src/main.ts` and `npm run start -w @shop/api` share data; a relative path given
 * in a variable is resolved against the working directory.
 */
export interface AppConfig {
  host: string;
  port: number;
  /** The internal metrics and probes port (@shop/metrics); undefined = not served. */
  metrics: { host: string; port: number } | undefined;
  /** PostgreSQL URL; undefined means the embedded PGlite. */
  databaseUrl: string | undefined;
  /** Connections the PostgreSQL pool of this process may hold (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  pgliteDataDir: string;
  storage: {
    dir: string;
    publicBaseUrl: string;
    s3: S3Config | undefined;
  };
  adminOrigin: string;
  storefrontOrigin: string;
  logLevel: LogLevel;
  nodeEnv: 'development' | 'production' | 'test';
  auth: AuthConfig;
  mail: MailConfig;
  /** Redis URL for rate-limit counters; undefined = in memory. */
  redisUrl: string | undefined;
  /** Lifetime of the listing cache's entries (modules/product-cards/listing-cache.ts); 0 = no cache. */
  catalogueCacheSeconds: number;
  /** The cleanup of anonymous carts and favorites (modules/cart/cleanup.ts). */
  anonymousCleanup: { ttlDays: number; intervalMinutes: number };
  /** The first root account (created on an empty users table). */
  firstRoot: { email: string; password: string | undefined };
  /** Secret of `/internal/*` (changes/internal-guard.ts); undefined = loopback peers only. */
  internalToken: string | undefined;
  /** Proxies trusted to name the client in X-Forwarded-For (`TRUST_PROXY`); empty = none. */
  trustedProxies: string[];
}

/** Tokens and cookies (the identity design of issue #3). */
export interface AuthConfig {
  /** HS256 key; undefined until `resolveJwtSecret` (main) fills it in outside production. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Longest life of a session from its sign-in, refreshes included (root: {@link adminSessionMaxAgeSeconds}). */
  sessionMaxAgeSeconds: number;
  adminSessionMaxAgeSeconds: number;
  cookieSecure: boolean;
  cookieDomain: string | undefined;
}

/** Where letters go. */
export interface MailConfig {
  /** SMTP URL; undefined = the outbox directory. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** Credentials and location of S3-compatible storage. */
export interface S3Config {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Log levels accepted by `LOG_LEVEL`. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** One of {@link LOG_LEVELS}. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The repository's git-ignored data directory (`<repo>/data`). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/** In-memory PGlite marker for `PGLITE_DATA_DIR`. */
export const PGLITE_IN_MEMORY = 'memory://';

// Blank values were already turned into undefined by loadConfig, so a default covers `FOO=` too.
const optionalText = v.optional(v.string());
const withDefault = (fallback: string) => v.optional(v.string(), fallback);
const origin = (fallback: string, name: string) =>
  v.pipe(
    withDefault(fallback),
    v.url(`${name} должен быть URL`),
    v.transform((s) => new URL(s).origin),
  );

const whole = (fallback: string, name: string, unit: string, { zeroAllowed = false } = {}) =>
  v.pipe(
    withDefault(fallback),
    v.regex(/^\d{1,9}$/, `${name} должен быть целым числом ${unit}`),
    v.transform(Number),
    v.minValue(zeroAllowed ? 0 : 1, `${name} должен быть больше 0`),
  );
const seconds = (fallback: string, name: string, options: { zeroAllowed?: boolean } = {}) =>
  whole(fallback, name, 'секунд', options);

const EnvSchema = v.pipe(
  v.object({
    API_HOST: withDefault('127.0.0.1'),
    METRICS_HOST: withDefault('127.0.0.1'),
    METRICS_PORT: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,5}$/, 'METRICS_PORT должен быть числом'),
        v.transform(Number),
        v.maxValue(65535, 'METRICS_PORT вне диапазона'),
      ),
    ),
    API_PORT: v.pipe(
      withDefault('3100'),
      v.regex(/^\d{1,5}$/, 'API_PORT должен быть числом'),
      v.transform(Number),
      v.minValue(0, 'API_PORT вне диапазона'),
      v.maxValue(65535, 'API_PORT вне диапазона'),
    ),
    DATABASE_URL: v.pipe(
      optionalText,
      v.check((s) => s === undefined || /^postgres(ql)?:\/\//.test(s), 'DATABASE_URL должен начинаться с postgres://'),
    ),
    DATABASE_POOL_SIZE: v.pipe(
      whole('10', 'DATABASE_POOL_SIZE', 'соединений'),
      v.maxValue(1000, 'DATABASE_POOL_SIZE должен быть не больше 1000'),
    ),
    PGLITE_DATA_DIR: v.pipe(
      withDefault(resolve(DEFAULT_DATA_DIR, 'pglite')),
      v.transform((s) => (s === PGLITE_IN_MEMORY ? s : resolve(s))),
    ),
    STORAGE_DIR: v.pipe(
      withDefault(resolve(DEFAULT_DATA_DIR, 'storage')),
      v.transform((s) => resolve(s)),
    ),
    STORAGE_PUBLIC_BASE_URL: v.pipe(
      withDefault('/storage'),
      v.transform((s) => s.replace(/\/+$/, '')),
    ),
    S3_ENDPOINT: v.pipe(
      optionalText,
      v.check((s) => s === undefined || URL.canParse(s), 'S3_ENDPOINT должен быть URL'),
    ),
    S3_REGION: withDefault('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    ADMIN_ORIGIN: origin('http://127.0.0.1:3200', 'ADMIN_ORIGIN'),
    STOREFRONT_ORIGIN: origin('http://127.0.0.1:3000', 'STOREFRONT_ORIGIN'),
    LOG_LEVEL: v.pipe(withDefault('info'), v.picklist(LOG_LEVELS, `LOG_LEVEL: одно из ${LOG_LEVELS.join(', ')}`)),
    NODE_ENV: v.pipe(
      withDefault('development'),
      v.picklist(['development', 'production', 'test'], 'NODE_ENV: development, production или test'),
    ),
    JWT_SECRET: v.pipe(
      optionalText,
      v.check((s) => s === undefined || s.length >= 32, 'JWT_SECRET должен быть не короче 32 символов'),
    ),
    ACCESS_TOKEN_TTL_SECONDS: seconds('900', 'ACCESS_TOKEN_TTL_SECONDS'),
    REFRESH_TOKEN_TTL_SECONDS: seconds('2592000', 'REFRESH_TOKEN_TTL_SECONDS'),
    SESSION_MAX_AGE_DAYS: whole('90', 'SESSION_MAX_AGE_DAYS', 'дней'),
    ADMIN_SESSION_MAX_AGE_HOURS: whole('12', 'ADMIN_SESSION_MAX_AGE_HOURS', 'часов'),
    // Unset: Secure exactly when the storefront's public origin is https (decided below, once it is known).
    COOKIE_SECURE: v.pipe(
      optionalText,
      v.check((s) => s === undefined || s === 'true' || s === 'false', 'COOKIE_SECURE: true или false'),
      v.transform((s) => (s === undefined ? undefined : s === 'true')),
    ),
    COOKIE_DOMAIN: optionalText,
    SMTP_URL: v.pipe(
      optionalText,
      v.check((s) => s === undefined || /^smtps?:\/\//.test(s), 'SMTP_URL должен начинаться с smtp:// или smtps://'),
    ),
    MAIL_FROM: withDefault('ТахоСнаб <no-reply@tachosnab.local>'),
    OUTBOX_DIR: v.pipe(
      withDefault(resolve(DEFAULT_DATA_DIR, 'outbox')),
      v.transform((s) => resolve(s)),
    ),
    REDIS_URL: v.pipe(
      optionalText,
      v.check((s) => s === undefined || /^rediss?:\/\//.test(s), 'REDIS_URL должен начинаться с redis://'),
    ),
    // 0 turns the catalogue cache off.
    CATALOGUE_CACHE_SECONDS: seconds('60', 'CATALOGUE_CACHE_SECONDS', { zeroAllowed: true }),
    ANONYMOUS_CART_TTL_DAYS: whole('90', 'ANONYMOUS_CART_TTL_DAYS', 'дней'),
    ANONYMOUS_CLEANUP_INTERVAL_MINUTES: whole('60', 'ANONYMOUS_CLEANUP_INTERVAL_MINUTES', 'минут', {
      zeroAllowed: true,
    }),
    ADMIN_EMAIL: v.pipe(
      withDefault('admin@tachosnab.local'),
      v.email('ADMIN_EMAIL должен быть адресом электронной почты'),
    ),
    ADMIN_PASSWORD: v.pipe(
      optionalText,
      v.check((s) => s === undefined || (s.length >= 8 && s.length <= 128), 'ADMIN_PASSWORD: от 8 до 128 символов'),
    ),
    TRUST_PROXY: v.pipe(
      withDefault(''),
      v.transform((s) =>
        s
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
      v.check(
        (parts) => parts.every(isProxyAddress),
        'TRUST_PROXY: адреса IP, диапазоны CIDR или loopback, linklocal, uniquelocal через запятую',
      ),
    ),
    INTERNAL_TOKEN: v.pipe(
      optionalText,
      v.check((s) => s === undefined || s.length >= 32, 'INTERNAL_TOKEN должен быть не короче 32 символов'),
    ),
  }),
  v.check((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== undefined, 'JWT_SECRET обязателен в production'),
  v.check(
    (env) => env.NODE_ENV !== 'production' || env.INTERNAL_TOKEN !== undefined,
    'INTERNAL_TOKEN обязателен в production',
  ),
  v.check(
    (env) =>
      env.S3_ENDPOINT === undefined || (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined),
    'S3_ENDPOINT требует S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY',
  ),
);

/** The named ranges `proxy-addr` knows, an IP, or an IP range in CIDR form. */
function isProxyAddress(part: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(part)) return true;
  const [address = '', bits, ...rest] = part.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** Thrown when the environment does not describe a valid configuration; lists every problem, never a value. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the API configuration from environment variables (defaults in the table above). */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const trimmed = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [
      key,
      value === undefined || value.trim() === '' ? undefined : value.trim(),
    ]),
  );
  const result = v.safeParse(EnvSchema, trimmed);
  if (!result.success) {
    // Issue paths name the variable; values are left out because some are secrets.
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((p) => String(p.key)).join('.');
      return key ? `${key}: ${issue.message}` : issue.message;
    });
    throw new ConfigError(`Неверная конфигурация API:\n- ${problems.join('\n- ')}`);
  }
  const e = result.output;
  return {
    host: e.API_HOST,
    port: e.API_PORT,
    metrics: e.METRICS_PORT === undefined ? undefined : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteDataDir: e.PGLITE_DATA_DIR,
    storage: {
      dir: e.STORAGE_DIR,
      publicBaseUrl: e.STORAGE_PUBLIC_BASE_URL,
      s3:
        e.S3_ENDPOINT !== undefined && e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
          ? {
              endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
    },
    adminOrigin: e.ADMIN_ORIGIN,
    storefrontOrigin: e.STOREFRONT_ORIGIN,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    auth: {
      jwtSecret: e.JWT_SECRET,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      sessionMaxAgeSeconds: e.SESSION_MAX_AGE_DAYS * 24 * 3600,
      adminSessionMaxAgeSeconds: e.ADMIN_SESSION_MAX_AGE_HOURS * 3600,
      cookieSecure: e.COOKIE_SECURE ?? e.STOREFRONT_ORIGIN.startsWith('https:'),
      cookieDomain: e.COOKIE_DOMAIN,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: e.OUTBOX_DIR },
    redisUrl: e.REDIS_URL,
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    anonymousCleanup: { ttlDays: e.ANONYMOUS_CART_TTL_DAYS, intervalMinutes: e.ANONYMOUS_CLEANUP_INTERVAL_MINUTES },
    firstRoot: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    internalToken: e.INTERNAL_TOKEN,
    trustedProxies: e.TRUST_PROXY,
  };
}

/** The configuration with secrets masked, safe to log. */
export function describeConfig(config: AppConfig): Record<string, unknown> {
  return {
    host: config.host,
    port: config.port,
    metrics: config.metrics ?? 'off',
    database: config.databaseUrl === undefined ? `pglite:${config.pgliteDataDir}` : maskUrl(config.databaseUrl),
    storage:
      config.storage.s3 === undefined
        ? { kind: 'local', dir: config.storage.dir, publicBaseUrl: config.storage.publicBaseUrl }
        : {
            kind: 's3',
            endpoint: maskUrl(config.storage.s3.endpoint),
            region: config.storage.s3.region,
            publicBaseUrl: config.storage.publicBaseUrl,
          },
    adminOrigin: config.adminOrigin,
    storefrontOrigin: config.storefrontOrigin,
    logLevel: config.logLevel,
    nodeEnv: config.nodeEnv,
    auth: {
      jwtSecret: config.auth.jwtSecret === undefined ? 'unset' : '***',
      accessTokenTtlSeconds: config.auth.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.auth.refreshTokenTtlSeconds,
      sessionMaxAgeSeconds: config.auth.sessionMaxAgeSeconds,
      adminSessionMaxAgeSeconds: config.auth.adminSessionMaxAgeSeconds,
      cookieSecure: config.auth.cookieSecure,
      cookieDomain: config.auth.cookieDomain ?? null,
    },
    mail:
      config.mail.smtpUrl === undefined
        ? { kind: 'outbox', dir: config.mail.outboxDir, from: config.mail.from }
        : { kind: 'smtp', url: maskUrl(config.mail.smtpUrl), from: config.mail.from },
    rateLimitStore: config.redisUrl === undefined ? 'memory' : maskUrl(config.redisUrl),
    trustedProxies: config.trustedProxies,
    anonymousCleanup: config.anonymousCleanup,
    firstRootEmail: config.firstRoot.email,
  };
}

function maskUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password !== '') url.password = '***';
    url.search = '';
    return url.toString();
  } catch {
    return '***';
  }
}
