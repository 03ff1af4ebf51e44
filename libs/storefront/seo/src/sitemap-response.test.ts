import { describe, expect, it } from 'vitest';
import { sitemapResponse } from './sitemap-response.server';
import type { SitemapSource } from './sitemap-urls';
import { SITEMAP_URL_LIMIT } from './sitemap-xml';
import { fakeSitemapSource } from './testing';

const origin = 'https://shop.example.ru';
const source = (total: number) => fakeSitemapSource(total).source;
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemapResponse', () => {
  it('answers the urlset itself up to the limit', async () => {
    const reply = await sitemapResponse(origin, null, source(3), 10);
    expect(reply.headers.get('content-type')).toContain('application/xml');
    const xml = await reply.text();
    expect(xml).toContain('<urlset');
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml).toContain('<loc>https://shop.example.ru/product/p2</loc>');
  });

  it('answers an index of numbered files past the limit, each file within it', async () => {
    const index = await (await sitemapResponse(origin, null, source(25), 10)).text();
    expect(index).toContain('<sitemapindex');
    expect(locations(index)).toEqual([1, 2, 3].map((n) => `${origin}/sitemap/${n}.xml`));
    const third = await (await sitemapResponse(origin, 3, source(25), 10)).text();
    expect(third.match(/<url>/g)).toHaveLength(7);
  });

  it('past 50 000 URLs answers an index whose files hold every URL once, each file within the limit', async () => {
    const total = 60_000;
    const index = await (await sitemapResponse(origin, null, source(total))).text();
    expect(locations(index)).toEqual([`${origin}/sitemap/1.xml`, `${origin}/sitemap/2.xml`]);
    const files = await Promise.all(
      [1, 2].map(async (part) => locations(await (await sitemapResponse(origin, part, source(total))).text())),
    );
    expect(files.map((file) => file.length)).toEqual([SITEMAP_URL_LIMIT, total + 2 - SITEMAP_URL_LIMIT]);
    const all = files.flat();
    expect(new Set(all).size).toBe(total + 2);
    expect(all.slice(0, 3)).toEqual([`${origin}/`, `${origin}/category/list`, `${origin}/product/p0`]);
    expect(all.at(-1)).toBe(`${origin}/product/p${total - 1}`);
  });

  it('answers 404 for a file past the end, and for numbered files when there is no index', async () => {
    expect((await sitemapResponse(origin, 4, source(25), 10)).status).toBe(404);
    expect((await sitemapResponse(origin, 1, source(3), 10)).status).toBe(404);
  });

  it('answers 503 when the API cannot be read', async () => {
    const failing: SitemapSource = { ...source(3), summary: () => Promise.reject(new Error('down')) };
    const reply = await sitemapResponse(origin, null, failing, 10);
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('600');
  });
});
