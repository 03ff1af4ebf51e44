import { describe, expect, it } from 'vitest';
import { sitemapUrls, urlsetChunks, type SitemapUrl } from './sitemap-urls';
import { fakeSitemapSource } from './testing';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const paths = (urls: SitemapUrl[]) => urls.map((url) => url.path);

describe('sitemapUrls', () => {
  it('lists the site URLs, then every product page by page, following the cursor to the last page', async () => {
    const site = [{ path: '/' }, { path: '/category/list' }];
    const { source, cursorsAsked } = fakeSitemapSource(25, site);
    const urls = paths(await collect(sitemapUrls(source, site, { offset: 0, count: 100 }, 10)));
    expect(urls).toEqual(['/', '/category/list', ...Array.from({ length: 25 }, (_, index) => `/product/p${index}`)]);
    expect(cursorsAsked).toEqual([null, '9', '19']);
  });

  it('gives a later file only its own window and asks for no page past its end', async () => {
    const site = [{ path: '/' }, { path: '/category/list' }, { path: '/category/a' }];
    const { source, cursorsAsked } = fakeSitemapSource(100, site);
    // URLs 20..39 of the whole list are products 17..36: pages 1-4 of ten, the first one walked past.
    const urls = paths(await collect(sitemapUrls(source, site, { offset: 20, count: 20 }, 10)));
    expect(urls).toEqual(Array.from({ length: 20 }, (_, index) => `/product/p${17 + index}`));
    expect(cursorsAsked).toEqual([null, '9', '19', '29']);
  });

  it('splits the whole list across files without losing or repeating a URL', async () => {
    const site = [{ path: '/' }, { path: '/category/list' }];
    const { source } = fakeSitemapSource(57, site);
    const files = await Promise.all(
      [0, 1, 2].map((file) => collect(sitemapUrls(source, site, { offset: file * 25, count: 25 }, 10))),
    );
    expect(files.map((file) => file.length)).toEqual([25, 25, 9]);
    const all = files.flatMap(paths);
    expect(new Set(all).size).toBe(59);
    expect(all).toEqual(['/', '/category/list', ...Array.from({ length: 57 }, (_, index) => `/product/p${index}`)]);
  });

  it('stops after the last page when the window reaches past the products', async () => {
    const site = [{ path: '/' }];
    const { source, cursorsAsked } = fakeSitemapSource(12, site);
    const urls = await collect(sitemapUrls(source, site, { offset: 0, count: 50 }, 5));
    expect(urls).toHaveLength(13);
    expect(cursorsAsked).toEqual([null, '4', '9']);
  });
});

describe('urlsetChunks', () => {
  it('wraps absolute URLs, with their last change when known, in a urlset document', async () => {
    async function* urls() {
      yield { path: '/product/a', lastmod: '2026-11-20T10:00:00.000Z' };
      yield { path: '/' };
    }
    const xml = (await collect(urlsetChunks(urls(), 'https://shop.example.ru'))).join('');
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example.ru/product/a</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://shop.example.ru/</loc></url>\n</urlset>\n',
    );
  });
});
