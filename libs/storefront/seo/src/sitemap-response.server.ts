import { apiSitemapSource } from './sitemap-source.server';
import { sitemapUrls, urlsetChunks, type SitemapSource, type SitemapUrl } from './sitemap-urls';
import { SITEMAP_URL_LIMIT, sitemapFileCount, sitemapFileRange, sitemapIndexXml, xmlStream } from './sitemap-xml';

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/**
 * The reply for /sitemap.xml (`part` null) or /sitemap/{part}.xml. Up to the 50 000-URL limit /sitemap.xml is the
 * urlset itself; past it, an index of numbered files. The urlset is streamed while products are paged from the API.
 * An API failure before the first byte is a 503 (crawlers retry later); a file number past the end is a 404.
 */
export async function sitemapResponse(
  origin: string,
  part: number | null,
  source: SitemapSource = apiSitemapSource(),
  limit = SITEMAP_URL_LIMIT,
  pageSize?: number,
): Promise<Response> {
  let siteUrls: SitemapUrl[];
  let productCount: number;
  try {
    ({ siteUrls, productCount } = await source.summary());
  } catch {
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '600' } });
  }
  const files = sitemapFileCount(siteUrls.length + productCount, limit);
  if (part === null && files > 1) {
    const locations = Array.from({ length: files }, (_, index) => `${origin}/sitemap/${index + 1}.xml`);
    return new Response(sitemapIndexXml(locations), { headers: XML_HEADERS });
  }
  const file = part ?? 1;
  if (file > files || (part !== null && files === 1)) return new Response('Not Found', { status: 404 });
  const urls = sitemapUrls(source, siteUrls, sitemapFileRange(file, limit), pageSize);
  return new Response(xmlStream(urlsetChunks(urls, origin)), { headers: XML_HEADERS });
}
