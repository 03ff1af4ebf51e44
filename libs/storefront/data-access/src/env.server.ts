import { BRAND_DEFAULT } from '@shop/i18n-ru';

/** Runtime settings of the storefront server, read once from the environment. */
export const serverEnv = {
  /** Base URL of the API for server-side calls (loaders, middleware). */
  apiUrl: (process.env['API_URL'] ?? 'http://127.0.0.1:3100').replace(/\/+$/, ''),
  /**
   * Public origin of the storefront (STOREFRONT_PUBLIC_URL, e.g. https://shop.example.ru) for canonical links,
   * Open Graph, the sitemap and robots.txt; unset means the origin of each request.
   */
  publicUrl: (process.env['STOREFRONT_PUBLIC_URL'] ?? '').replace(/\/+$/, ''),
  /** Shop name shown in titles and the header. */
  brand: process.env['BRAND_NAME'] || BRAND_DEFAULT,
  /** SPEC 2: only NODE_ENV=production hides error details; unset means development. */
  isProduction: process.env['NODE_ENV'] === 'production',
} as const;
