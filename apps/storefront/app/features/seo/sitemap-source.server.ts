import { createApiClient, unwrap } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { serverEnv } from '../../lib/env.server';
import { categoryPath } from '../../lib/catalogue-paths';
import { productCanonicalPath } from '../product/product-seo';
import type { SitemapSource } from './sitemap-urls';

/** A sitemap page may take longer than a shopper's page, but must not hang on a stuck API. */
const SITEMAP_TIMEOUT_MS = 15_000;

function flattenTree(nodes: readonly Schema<'CategoryTreeNode'>[]): string[] {
  return nodes.flatMap((node) => [categoryPath(node.slug), ...flattenTree(node.children)]);
}

/**
 * The sitemap's URLs from the public API as a guest sees them: the home page, the category list, every category
 * (tree order) and every listed product at its canonical /product/{slug}. Not-sold products are not listed by
 * listProducts and so not in the sitemap either.
 */
export function apiSitemapSource(): SitemapSource {
  const api = createApiClient({ baseUrl: serverEnv.apiUrl, timeoutMs: SITEMAP_TIMEOUT_MS });
  const productPage = (page: number, limit: number) =>
    api.GET('/api/v1/product/list', { params: { query: { page, limit, sort: 'newest' } } }).then(unwrap);
  return {
    async sitePaths() {
      const { categoryTree } = unwrap(await api.GET('/api/v1/category/tree')).payload;
      return ['/', '/category/list', ...flattenTree(categoryTree)];
    },
    async productCount() {
      return (await productPage(1, 1)).payload.pagination.total;
    },
    async productPaths(page, pageSize) {
      return (await productPage(page, pageSize)).payload.productList.map((product) => productCanonicalPath(product));
    },
  };
}
