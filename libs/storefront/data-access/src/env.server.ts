import { BRAND_DEFAULT } from '@shop/i18n-ru';
import { storefrontPublicUrl } from '@shop/storefront-domain';

/** Runtime settings of the storefront server, read once from the environment. */
export const serverEnv = {
  /** Base URL of the API for server-side calls (loaders, middleware). */
  apiUrl: (process.env['API_URL'] ?? 'http://127.0.0.1:3100').replace(/\/+$/, ''),
  /**
   * Public origin of the storefront (STOREFRONT_PUBLIC_URL, e.g. https://shop.example.ru) for canonical links,
   * Open Graph, the sitemap and robots.txt: required in production, the listening origin in development; never a
   * request's Host header.
   */
  publicUrl: storefrontPublicUrl(process.env),
  /** STORAGE_PUBLIC_BASE_URL, the API's base of public file URLs (`/storage`, or a bucket's host), for the CSP. */
  storagePublicBaseUrl: process.env['STORAGE_PUBLIC_BASE_URL'] ?? '/storage',
  /** Shop name shown in titles and the header. */
  brand: process.env['BRAND_NAME'] || BRAND_DEFAULT,
  /** SPEC 2: only NODE_ENV=production hides error details; unset means development. */
  isProduction: process.env['NODE_ENV'] === 'production',
} as const;
