import { URLSET_CLOSE, URLSET_OPEN, urlEntry } from './sitemap-xml';

/** Where the sitemap's URLs come from (the API on the server, a fake in tests). */
export interface SitemapSource {
  /** Site paths listed before the products: home, the category list, every category. */
  sitePaths(): Promise<string[]>;
  /** How many products there are. */
  productCount(): Promise<number>;
  /** Site paths of one 1-based page of products, `pageSize` per page, in a stable order. */
  productPaths(page: number, pageSize: number): Promise<string[]>;
}

/** The API's largest page size: the fewest calls per sitemap file. */
export const PRODUCT_PAGE_SIZE = 100;

/**
 * Site paths number `offset` to `offset + count - 1` of the whole list (site paths, then products), fetching only the
 * product pages that overlap that window, one at a time, so a 50 000-URL file never sits in memory whole.
 */
export async function* sitemapPaths(
  source: SitemapSource,
  sitePaths: readonly string[],
  window: { offset: number; count: number },
  pageSize = PRODUCT_PAGE_SIZE,
): AsyncGenerator<string> {
  const end = window.offset + window.count;
  for (let index = window.offset; index < Math.min(end, sitePaths.length); index += 1) yield sitePaths[index] as string;
  const productStart = Math.max(0, window.offset - sitePaths.length);
  const productEnd = end - sitePaths.length;
  if (productEnd <= 0) return;
  for (let page = Math.floor(productStart / pageSize) + 1; (page - 1) * pageSize < productEnd; page += 1) {
    const paths = await source.productPaths(page, pageSize);
    const pageStart = (page - 1) * pageSize;
    for (const [position, path] of paths.entries()) {
      const index = pageStart + position;
      if (index >= productStart && index < productEnd) yield path;
    }
    // A short page is the last one.
    if (paths.length < pageSize) return;
  }
}

/** A whole `<urlset>` document, chunk by chunk, with each path made absolute against `origin`. */
export async function* urlsetChunks(paths: AsyncIterable<string>, origin: string): AsyncGenerator<string> {
  yield URLSET_OPEN;
  for await (const path of paths) yield urlEntry(`${origin}${path}`);
  yield URLSET_CLOSE;
}
