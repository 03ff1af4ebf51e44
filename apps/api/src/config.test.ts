import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATA_DIR, describeConfig, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 3100,
      databaseUrl: undefined,
      databasePoolSize: 10,
      pgliteDataDir: resolve(DEFAULT_DATA_DIR, 'pglite'),
      storage: { dir: resolve(DEFAULT_DATA_DIR, 'storage'), publicBaseUrl: '/storage', s3: undefined },
      adminOrigin: 'http://127.0.0.1:3200',
      storefrontOrigin: 'http://127.0.0.1:3000',
      logLevel: 'info',
      nodeEnv: 'development',
      auth: {
        jwtSecret: undefined,
        accessTokenTtlSeconds: 900,
        refreshTokenTtlSeconds: 2592000,
        sessionMaxAgeSeconds: 90 * 24 * 3600,
        adminSessionMaxAgeSeconds: 12 * 3600,
        cookieSecure: false,
        cookieDomain: undefined,
      },
      mail: {
        smtpUrl: undefined,
        from: 'ТахоСнаб <no-reply@tachosnab.local>',
        outboxDir: resolve(DEFAULT_DATA_DIR, 'outbox'),
      },
      redisUrl: undefined,
      catalogueCacheSeconds: 60,
      anonymousCleanup: { ttlDays: 90, intervalMinutes: 60 },
      firstRoot: { email: 'admin@tachosnab.local', password: undefined },
      trustedProxies: [],
    });
  });

  it('makes cookies Secure when the storefront is served over https, unless COOKIE_SECURE says otherwise', () => {
    expect(loadConfig({ STOREFRONT_ORIGIN: 'https://shop.example.ru' }).auth.cookieSecure).toBe(true);
    expect(loadConfig({ STOREFRONT_ORIGIN: 'http://127.0.0.1:3000' }).auth.cookieSecure).toBe(false);
    expect(loadConfig({ STOREFRONT_ORIGIN: 'https://shop.example.ru', COOKIE_SECURE: 'false' }).auth.cookieSecure).toBe(
      false,
    );
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });

  it('reads TRUST_PROXY as a list of addresses, ranges and named ranges, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8 ,192.168.1.7, ::1, fd00::/8' }).trustedProxies).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', 'example.ru', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the anonymous cleanup schedule; 0 days is refused, 0 minutes turns the job off', () => {
    expect(
      loadConfig({ ANONYMOUS_CART_TTL_DAYS: '30', ANONYMOUS_CLEANUP_INTERVAL_MINUTES: '0' }).anonymousCleanup,
    ).toEqual({ ttlDays: 30, intervalMinutes: 0 });
    expect(() => loadConfig({ ANONYMOUS_CART_TTL_DAYS: '0' })).toThrow(/ANONYMOUS_CART_TTL_DAYS должен быть больше 0/);
    expect(() => loadConfig({ ANONYMOUS_CLEANUP_INTERVAL_MINUTES: 'час' })).toThrow(
      /ANONYMOUS_CLEANUP_INTERVAL_MINUTES должен быть целым числом минут/,
    );
  });

  it('keeps default data in the repository data directory, and resolves given paths against the cwd', () => {
    expect(existsSync(join(DEFAULT_DATA_DIR, '..', 'openapi', 'api.yaml'))).toBe(true);
    expect(loadConfig({ STORAGE_DIR: 'files', PGLITE_DATA_DIR: 'memory://' })).toMatchObject({
      storage: { dir: resolve(process.cwd(), 'files') },
      pgliteDataDir: 'memory://',
    });
  });

  it('reads every variable, treating blank values as unset', () => {
    const config = loadConfig({
      API_HOST: '0.0.0.0',
      API_PORT: '8080',
      DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
      DATABASE_POOL_SIZE: '4',
      PGLITE_DATA_DIR: '',
      STORAGE_PUBLIC_BASE_URL: 'https://cdn.example.ru/',
      S3_ENDPOINT: 'https://storage.example.ru/',
      S3_REGION: 'ru-central1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
      ADMIN_ORIGIN: 'https://admin.example.ru/',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '3600',
      COOKIE_SECURE: 'true',
      COOKIE_DOMAIN: 'shop.example.ru',
      SMTP_URL: 'smtp://mailer:pw@smtp.example.ru:587',
      MAIL_FROM: 'Магазин <shop@example.ru>',
      REDIS_URL: 'redis://127.0.0.1:6379',
      CATALOGUE_CACHE_SECONDS: '0',
      ADMIN_EMAIL: 'boss@example.ru',
      ADMIN_PASSWORD: 'long-password',
      INTERNAL_TOKEN: 'i'.repeat(40),
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://shop:pw@db:5432/shop',
      databasePoolSize: 4,
      pgliteDataDir: resolve(DEFAULT_DATA_DIR, 'pglite'),
      storage: {
        publicBaseUrl: 'https://cdn.example.ru',
        s3: {
          endpoint: 'https://storage.example.ru',
          region: 'ru-central1',
          accessKeyId: 'id',
          secretAccessKey: 'key',
        },
      },
      adminOrigin: 'https://admin.example.ru',
      logLevel: 'debug',
      nodeEnv: 'production',
      auth: {
        jwtSecret: 'x'.repeat(40),
        accessTokenTtlSeconds: 60,
        refreshTokenTtlSeconds: 3600,
        cookieSecure: true,
        cookieDomain: 'shop.example.ru',
      },
      mail: { smtpUrl: 'smtp://mailer:pw@smtp.example.ru:587', from: 'Магазин <shop@example.ru>' },
      redisUrl: 'redis://127.0.0.1:6379',
      catalogueCacheSeconds: 0,
      firstRoot: { email: 'boss@example.ru', password: 'long-password' },
      internalToken: 'i'.repeat(40),
    });
  });

  it('requires an INTERNAL_TOKEN of 32+ characters in production (issue #24, finding 10)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/INTERNAL_TOKEN обязателен в production/);
    expect(() => loadConfig({ ...production, INTERNAL_TOKEN: 'short-token' })).toThrow(
      /INTERNAL_TOKEN должен быть не короче 32 символов/,
    );
    expect(loadConfig({ ...production, INTERNAL_TOKEN: 'i'.repeat(32) }).internalToken).toBe('i'.repeat(32));
    expect(loadConfig({}).internalToken).toBeUndefined();
  });

  it('requires a JWT secret of 32+ characters in production, and checks the identity variables', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET обязателен/);
    const attempt = () =>
      loadConfig({
        JWT_SECRET: 'short-secret',
        ACCESS_TOKEN_TTL_SECONDS: '0',
        COOKIE_SECURE: 'yes',
        SMTP_URL: 'http://x',
        ADMIN_PASSWORD: '123',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    })();
    for (const name of ['JWT_SECRET', 'ACCESS_TOKEN_TTL_SECONDS', 'COOKIE_SECURE', 'SMTP_URL', 'ADMIN_PASSWORD'])
      expect(message).toContain(name);
    expect(message).not.toContain('short-secret');
  });

  it('lists every problem by variable name without echoing values', () => {
    const attempt = () =>
      loadConfig({
        API_PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://u:topsecret@h/db',
        DATABASE_POOL_SIZE: '0',
        S3_ENDPOINT: 'https://s3.test',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('API_PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('DATABASE_POOL_SIZE');
      expect(message).not.toContain('topsecret');
    }
  });

  it('requires S3 credentials with an S3 endpoint', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.test' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});

describe('describeConfig', () => {
  it('masks secrets', () => {
    const text = JSON.stringify(
      describeConfig(
        loadConfig({
          DATABASE_URL: 'postgres://shop:db-password@db:5432/shop?sslpassword=x',
          S3_ENDPOINT: 'https://s3.test',
          S3_ACCESS_KEY_ID: 'id',
          S3_SECRET_ACCESS_KEY: 's3-secret',
          JWT_SECRET: 'jwt-secret-jwt-secret-jwt-secret-jwt-secret',
          SMTP_URL: 'smtp://mailer:smtp-secret@smtp.example.ru',
          REDIS_URL: 'redis://:redis-secret@127.0.0.1:6379',
          ADMIN_PASSWORD: 'admin-secret',
        }),
      ),
    );
    expect(text).not.toContain('db-password');
    expect(text).not.toContain('s3-secret');
    expect(text).not.toContain('sslpassword');
    for (const secret of ['jwt-secret', 'smtp-secret', 'redis-secret', 'admin-secret'])
      expect(text).not.toContain(secret);
    expect(text).toContain('db:5432/shop');
  });
});
