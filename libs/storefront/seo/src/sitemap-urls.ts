import { URLSET_CLOSE, URLSET_OPEN, urlEntry } from './sitemap-xml';

/** One URL of the sitemap: a site path and, when known, when its page last changed (ISO 8601). */
export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** One keyset page of product URLs and the cursor of the next page (null after the last). */
export interface SitemapProductPage {
  urls: SitemapUrl[];
  nextAfter: string | null;
}

/** Where the sitemap's URLs come from (the API on the server, a fake in tests). */
export interface SitemapSource {
  /** The URLs listed before the products (home, the category list, every category) and how many products follow. */
  summary(): Promise<{ siteUrls: SitemapUrl[]; productCount: number }>;
  /** Up to `limit` product URLs after the cursor `after` (null = from the first), in a stable order. */
  productPage(after: string | null, limit: number): Promise<SitemapProductPage>;
}

/** The API's largest sitemap page: the fewest calls per sitemap file (five per 50 000 URLs). */
export const PRODUCT_PAGE_SIZE = 10_000;

/**
 * URLs number `offset` to `offset + count - 1` of the whole list (site URLs, then products). Products come page by
 * page through the API's cursor, one page in memory at a time, so a 50 000-URL file never sits in memory whole; a
 * later file walks the cursor past the earlier files' products (cheap index reads) and stops at its window's end.
 */
export async function* sitemapUrls(
  source: SitemapSource,
  siteUrls: readonly SitemapUrl[],
  window: { offset: number; count: number },
  pageSize = PRODUCT_PAGE_SIZE,
): AsyncGenerator<SitemapUrl> {
  const end = window.offset + window.count;
  for (let index = window.offset; index < Math.min(end, siteUrls.length); index += 1)
    yield siteUrls[index] as SitemapUrl;
  const productStart = Math.max(0, window.offset - siteUrls.length);
  const productEnd = end - siteUrls.length;
  let index = 0;
  let after: string | null = null;
  while (index < productEnd) {
    const page: SitemapProductPage = await source.productPage(after, pageSize);
    for (const url of page.urls) {
      if (index >= productEnd) return;
      if (index >= productStart) yield url;
      index += 1;
    }
    if (page.nextAfter === null) return;
    after = page.nextAfter;
  }
}

/** A whole `<urlset>` document, chunk by chunk, with each path made absolute against `origin`. */
export async function* urlsetChunks(urls: AsyncIterable<SitemapUrl>, origin: string): AsyncGenerator<string> {
  yield URLSET_OPEN;
  for await (const url of urls) yield urlEntry(`${origin}${url.path}`, url.lastmod);
  yield URLSET_CLOSE;
}
