// No workspace imports here: vite.config.ts loads this file through Node, which cannot read the libs' TS source.

/** Settings the admin SPA reads at run time (not build time), so one build runs in every environment. */
export interface AdminRuntimeConfig {
  /** Origin the browser calls the API on (CORS with credentials), without a trailing slash. */
  apiPublicUrl: string;
  /** The storefront home the admin guard sends people to; always ends with '/'. */
  storefrontPublicUrl: string;
  /** Shop brand for page titles and the header (BRAND_NAME); null means the default brand of @shop/i18n-ru. */
  brandName: string | null;
}

/** URL path of the script that defines the runtime config (served by server.ts and by `vite` dev). */
export const RUNTIME_CONFIG_PATH = '/admin/config.js';

/** Global the runtime config script assigns. */
export const RUNTIME_CONFIG_GLOBAL = '__SHOP_ADMIN_CONFIG__';

const DEFAULT_API_PUBLIC_URL = 'http://127.0.0.1:3100';
const DEFAULT_STOREFRONT_PUBLIC_URL = 'http://127.0.0.1:3000';

function httpUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function normaliseApiUrl(value: unknown): string {
  const url = httpUrl(value) ?? new URL(DEFAULT_API_PUBLIC_URL);
  return url.href.replace(/\/+$/, '');
}

function normaliseHomeUrl(value: unknown): string {
  const url = httpUrl(value) ?? new URL(DEFAULT_STOREFRONT_PUBLIC_URL);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** Validates an untrusted config value (from the server or `window`), filling defaults for what is missing or malformed. */
export function parseRuntimeConfig(value: unknown): AdminRuntimeConfig {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const brand = typeof record.brandName === 'string' ? record.brandName.trim() : '';
  return {
    apiPublicUrl: normaliseApiUrl(record.apiPublicUrl),
    storefrontPublicUrl: normaliseHomeUrl(record.storefrontPublicUrl),
    brandName: brand || null,
  };
}

/** The runtime config from the server's environment (API_PUBLIC_URL, STOREFRONT_PUBLIC_URL, BRAND_NAME). */
export function runtimeConfigFromEnv(env: Record<string, string | undefined>): AdminRuntimeConfig {
  return parseRuntimeConfig({
    apiPublicUrl: env.API_PUBLIC_URL,
    storefrontPublicUrl: env.STOREFRONT_PUBLIC_URL,
    brandName: env.BRAND_NAME,
  });
}

/** The body of `/admin/config.js`: assigns the config to a frozen global before the app's module runs. */
export function renderRuntimeConfigScript(config: AdminRuntimeConfig): string {
  // JSON.stringify output is valid JavaScript; '<' is escaped so the value can never close a script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.${RUNTIME_CONFIG_GLOBAL} = Object.freeze(${json});\n`;
}

/** The config the page received from `/admin/config.js`, or the local defaults when the script is missing. */
export function readRuntimeConfig(win: Window = window): AdminRuntimeConfig {
  return parseRuntimeConfig((win as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL]);
}
