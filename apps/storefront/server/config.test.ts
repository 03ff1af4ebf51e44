import { describe, expect, it } from 'vitest';
import { parseTrustProxy, readStorefrontConfig, StorefrontConfigError } from './config';

describe('readStorefrontConfig', () => {
  it('refuses to start in production without STOREFRONT_PUBLIC_URL, naming it', () => {
    expect(() => readStorefrontConfig({ NODE_ENV: 'production' })).toThrow(StorefrontConfigError);
    expect(() => readStorefrontConfig({ NODE_ENV: 'production' })).toThrow(/STOREFRONT_PUBLIC_URL обязателен/);
  });

  it('takes the public origin from STOREFRONT_PUBLIC_URL, else in development from where it listens', () => {
    expect(
      readStorefrontConfig({ NODE_ENV: 'production', STOREFRONT_PUBLIC_URL: 'https://shop.example.ru/' }).publicUrl,
    ).toBe('https://shop.example.ru');
    expect(readStorefrontConfig({ STOREFRONT_HOST: '127.0.0.1', STOREFRONT_PORT: '4000' }).publicUrl).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('serves metrics on STOREFRONT_METRICS_PORT only when it is set, on 127.0.0.1 unless STOREFRONT_METRICS_HOST says otherwise', () => {
    expect(readStorefrontConfig({}).metrics).toBeUndefined();
    expect(readStorefrontConfig({ STOREFRONT_METRICS_PORT: '9010' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9010,
    });
    expect(
      readStorefrontConfig({ STOREFRONT_METRICS_PORT: '9010', STOREFRONT_METRICS_HOST: '10.0.0.5' }).metrics,
    ).toEqual({
      host: '10.0.0.5',
      port: 9010,
    });
    for (const wrong of ['0', '70000', 'девять', '90.1'])
      expect(() => readStorefrontConfig({ STOREFRONT_METRICS_PORT: wrong })).toThrow(/STOREFRONT_METRICS_PORT/);
  });

  it('lists every wrong setting at once', () => {
    expect(() => readStorefrontConfig({ NODE_ENV: 'production', TRUST_PROXY: 'everyone' })).toThrow(
      /STOREFRONT_PUBLIC_URL[\s\S]*TRUST_PROXY/,
    );
  });
});

describe('parseTrustProxy', () => {
  it('trusts nobody when unset', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(readStorefrontConfig({}).trustProxy).toBe(false);
  });

  it('takes addresses, CIDR ranges and the named ranges', () => {
    expect(parseTrustProxy('loopback, 10.0.0.0/8,192.168.1.7, fd00::/8, uniquelocal')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it.each(['true', '*', '10.0.0.0/33', 'proxy.internal', '1', 'loopback,not-an-ip'])('refuses %s', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(StorefrontConfigError);
  });
});
