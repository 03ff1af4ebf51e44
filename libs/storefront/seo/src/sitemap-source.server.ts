import { createApiClient, unwrap } from '@shop/api-client';
import { serverEnv } from '@shop/storefront-data-access/server';
import { categoryPath, productCanonicalPath } from '@shop/storefront-domain';

import type { SitemapSource } from './sitemap-urls';

/** The static pages (their text is the API's content pages). */
const STATIC_PAGES = ['/contact', '/delivery', '/user-agreement', '/application-conditions'] as const;

/** A sitemap page may take longer than a shopper's page, but must not hang on a stuck API. */
const SITEMAP_TIMEOUT_MS = 15_000;

/**
 * The sitemap's URLs from the API's sitemap operations (not the listing: no prices, facets or totals): the home page,
 * the category list, the four static pages, every category of the public tree and every live product at its canonical /product/{slug},
 * not_sold ones too (their pages answer), each with its last change. `fetch` is for tests.
 */
export function apiSitemapSource(fetch?: typeof globalThis.fetch): SitemapSource {
  const api = createApiClient({
    baseUrl: serverEnv.apiUrl,
    timeoutMs: SITEMAP_TIMEOUT_MS,
    ...(fetch ? { fetch } : {}),
  });
  return {
    async summary() {
      const { categoryList, productCount } = unwrap(await api.GET('/api/v1/sitemap/summary')).payload;
      const categories = categoryList.map((category) => ({
        path: categoryPath(category.slug),
        lastmod: category.updatedAt,
      }));
      return {
        siteUrls: [{ path: '/' }, { path: '/category/list' }, ...STATIC_PAGES.map((path) => ({ path })), ...categories],
        productCount,
      };
    },
    async productPage(after, limit) {
      const query = after === null ? { limit } : { limit, after };
      const { productList, nextAfter } = unwrap(
        await api.GET('/api/v1/sitemap/product/list', { params: { query } }),
      ).payload;
      return {
        urls: productList.map((product) => ({ path: productCanonicalPath(product), lastmod: product.updatedAt })),
        nextAfter,
      };
    },
  };
}
