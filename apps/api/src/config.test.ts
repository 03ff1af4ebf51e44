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
      pgliteDataDir: resolve(DEFAULT_DATA_DIR, 'pglite'),
      storage: { dir: resolve(DEFAULT_DATA_DIR, 'storage'), publicBaseUrl: '/storage', s3: undefined },
      adminOrigin: 'http://127.0.0.1:3200',
      storefrontOrigin: 'http://127.0.0.1:3000',
      logLevel: 'info',
      nodeEnv: 'development',
    });
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
      PGLITE_DATA_DIR: '',
      STORAGE_PUBLIC_BASE_URL: 'https://cdn.example.ru/',
      S3_ENDPOINT: 'https://storage.example.ru/',
      S3_REGION: 'ru-central1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
      ADMIN_ORIGIN: 'https://admin.example.ru/',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://shop:pw@db:5432/shop',
      pgliteDataDir: resolve(DEFAULT_DATA_DIR, 'pglite'),
      storage: {
        publicBaseUrl: 'https://cdn.example.ru',
        s3: { endpoint: 'https://storage.example.ru', region: 'ru-central1', accessKeyId: 'id', secretAccessKey: 'key' },
      },
      adminOrigin: 'https://admin.example.ru',
      logLevel: 'debug',
      nodeEnv: 'production',
    });
  });

  it('lists every problem by variable name without echoing values', () => {
    const attempt = () =>
      loadConfig({ API_PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://u:topsecret@h/db', S3_ENDPOINT: 'https://s3.test' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('API_PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('DATABASE_URL');
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
        }),
      ),
    );
    expect(text).not.toContain('db-password');
    expect(text).not.toContain('s3-secret');
    expect(text).not.toContain('sslpassword');
    expect(text).toContain('db:5432/shop');
  });
});
