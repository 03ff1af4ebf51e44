import { describe, expect, it } from 'vitest';
import { PublicUrlError, storefrontPublicUrl } from './public-url';

describe('storefrontPublicUrl', () => {
  it('is STOREFRONT_PUBLIC_URL as an origin', () => {
    expect(storefrontPublicUrl({ STOREFRONT_PUBLIC_URL: 'https://shop.example.ru/', NODE_ENV: 'production' })).toBe(
      'https://shop.example.ru',
    );
    expect(storefrontPublicUrl({ STOREFRONT_PUBLIC_URL: ' http://127.0.0.1:4000 ' })).toBe('http://127.0.0.1:4000');
  });

  it('is required in production, with a message that names it', () => {
    expect(() => storefrontPublicUrl({ NODE_ENV: 'production' })).toThrow(PublicUrlError);
    expect(() => storefrontPublicUrl({ NODE_ENV: 'production', STOREFRONT_PUBLIC_URL: '  ' })).toThrow(
      /STOREFRONT_PUBLIC_URL обязателен/,
    );
  });

  it('falls back to the listening origin in development, never to a request’s Host', () => {
    expect(storefrontPublicUrl({})).toBe('http://127.0.0.1:3000');
    expect(
      storefrontPublicUrl({ STOREFRONT_HOST: 'localhost', STOREFRONT_PORT: '4000', NODE_ENV: 'development' }),
    ).toBe('http://localhost:4000');
    expect(storefrontPublicUrl({ STOREFRONT_HOST: '0.0.0.0', STOREFRONT_PORT: '3000' })).toBe('http://127.0.0.1:3000');
    expect(storefrontPublicUrl({ STOREFRONT_HOST: '::1', STOREFRONT_PORT: '3000' })).toBe('http://[::1]:3000');
  });

  it.each([
    'shop.example.ru',
    'ftp://shop.example.ru',
    'https://shop.example.ru/shop',
    'https://user:pw@shop.example.ru',
  ])('refuses %s', (value) => {
    expect(() => storefrontPublicUrl({ STOREFRONT_PUBLIC_URL: value })).toThrow(PublicUrlError);
  });
});
