/** The sitemaps.org limit of URLs in one sitemap file; more need a sitemap index. */
export const SITEMAP_URL_LIMIT = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Opening of a `<urlset>` file. */
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
/** Closing of a `<urlset>` file. */
export const URLSET_CLOSE = '</urlset>\n';

/** Text escaped for XML content: the five predefined entities (URLs may carry `&` in a query). */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

/** One `<url>` of a urlset, with `<lastmod>` when the page's last change is known (ISO 8601, as W3C Datetime wants). */
export function urlEntry(location: string, lastmod?: string): string {
  const modified = lastmod === undefined ? '' : `<lastmod>${escapeXml(lastmod)}</lastmod>`;
  return `<url><loc>${escapeXml(location)}</loc>${modified}</url>\n`;
}

/** A sitemap index pointing at each of `locations` (absolute URLs of the sitemap files). */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries}</sitemapindex>\n`;
}

/** How many sitemap files `totalUrls` need (at least one, even for an empty shop). */
export function sitemapFileCount(totalUrls: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(totalUrls / limit));
}

/** The URLs (by position in the whole list) the 1-based sitemap file `part` holds. */
export function sitemapFileRange(part: number, limit = SITEMAP_URL_LIMIT): { offset: number; count: number } {
  return { offset: (part - 1) * limit, count: limit };
}

/** The 1-based part number of a sitemap file name like `3.xml`; null for anything else. */
export function parseSitemapPart(fileName: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(fileName);
  return match ? Number(match[1]) : null;
}

/** An XML text stream from chunks; a failing source errors the stream, so a crawler never takes a cut file as whole. */
export function xmlStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
