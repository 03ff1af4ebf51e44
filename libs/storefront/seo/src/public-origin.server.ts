import { serverEnv } from '@shop/storefront-data-access/server';

/**
 * The storefront's public origin (STOREFRONT_PUBLIC_URL, or in development the listening origin). Never a request's:
 * its Host header is the client's choice and must not reach canonical links, Open Graph or the sitemap.
 */
export function publicOrigin(): string {
  return serverEnv.publicUrl;
}
