import { describe, expect, it } from 'vitest';
import { sitemapResponse } from './sitemap-response.server';
import type { SitemapSource } from './sitemap-urls';

const origin = 'https://shop.example.ru';

function source(total: number): SitemapSource {
  return {
    sitePaths: async () => ['/', '/category/list'],
    productCount: async () => total,
    productPaths: async (page, pageSize) => {
      const start = (page - 1) * pageSize;
      return Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, index) => `/product/p${start + index}`);
    },
  };
}

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
    expect(index.match(/<loc>[^<]+<\/loc>/g)).toEqual([1, 2, 3].map((n) => `<loc>${origin}/sitemap/${n}.xml</loc>`));
    const third = await (await sitemapResponse(origin, 3, source(25), 10)).text();
    expect(third.match(/<url>/g)).toHaveLength(7);
  });

  it('answers 404 for a file past the end, and for numbered files when there is no index', async () => {
    expect((await sitemapResponse(origin, 4, source(25), 10)).status).toBe(404);
    expect((await sitemapResponse(origin, 1, source(3), 10)).status).toBe(404);
  });

  it('answers 503 when the API cannot be read', async () => {
    const failing: SitemapSource = { ...source(3), productCount: () => Promise.reject(new Error('down')) };
    const reply = await sitemapResponse(origin, null, failing, 10);
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('600');
  });
});
