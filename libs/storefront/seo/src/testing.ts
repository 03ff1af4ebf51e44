import type { SitemapSource } from './sitemap-urls';

/**
 * A fake sitemap API for tests: `total` products /product/p0… with a keyset cursor like listSitemapProducts (the
 * cursor is the last product's position, the next one is null after the last page), recording every cursor asked for.
 */
export function fakeSitemapSource(total: number, siteUrls = [{ path: '/' }, { path: '/category/list' }]) {
  const cursorsAsked: (string | null)[] = [];
  const source: SitemapSource = {
    summary: async () => ({ siteUrls, productCount: total }),
    productPage: async (after, limit) => {
      cursorsAsked.push(after);
      const start = after === null ? 0 : Number(after) + 1;
      const end = Math.min(total, start + limit);
      const urls = Array.from({ length: Math.max(0, end - start) }, (_, index) => ({
        path: `/product/p${start + index}`,
      }));
      return { urls, nextAfter: end < total ? String(end - 1) : null };
    },
  };
  return { source, cursorsAsked };
}
