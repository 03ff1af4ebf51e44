import { describe, expect, it } from 'vitest';
import { sitemapPaths, urlsetChunks, type SitemapSource } from './sitemap-urls';

/** A fake API with `total` products named /product/p{n}, recording the pages asked for. */
function fakeSource(sitePaths: string[], total: number) {
  const pagesAsked: number[] = [];
  const source: SitemapSource = {
    sitePaths: async () => sitePaths,
    productCount: async () => total,
    productPaths: async (page, pageSize) => {
      pagesAsked.push(page);
      const start = (page - 1) * pageSize;
      return Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, index) => `/product/p${start + index}`);
    },
  };
  return { source, pagesAsked };
}

async function collect(paths: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const path of paths) all.push(path);
  return all;
}

describe('sitemapPaths', () => {
  it('lists the site paths, then every product page by page', async () => {
    const { source, pagesAsked } = fakeSource(['/', '/category/list'], 25);
    const paths = await collect(sitemapPaths(source, ['/', '/category/list'], { offset: 0, count: 100 }, 10));
    expect(paths).toHaveLength(27);
    expect(paths.slice(0, 3)).toEqual(['/', '/category/list', '/product/p0']);
    expect(paths.at(-1)).toBe('/product/p24');
    expect(pagesAsked).toEqual([1, 2, 3]);
  });

  it('gives a later file only its own window and fetches only the pages that overlap it', async () => {
    const site = ['/', '/category/list', '/category/a'];
    const { source, pagesAsked } = fakeSource(site, 100);
    // URLs 20..39 of the whole list are products 17..36.
    const paths = await collect(sitemapPaths(source, site, { offset: 20, count: 20 }, 10));
    expect(paths).toEqual(Array.from({ length: 20 }, (_, index) => `/product/p${17 + index}`));
    expect(pagesAsked).toEqual([2, 3, 4]);
  });

  it('splits the whole list across files without losing or repeating a URL', async () => {
    const site = ['/', '/category/list'];
    const { source } = fakeSource(site, 57);
    const files = await Promise.all([0, 1, 2].map((file) => collect(sitemapPaths(source, site, { offset: file * 25, count: 25 }, 10))));
    expect(files.map((file) => file.length)).toEqual([25, 25, 9]);
    expect(new Set(files.flat()).size).toBe(59);
  });
});

describe('urlsetChunks', () => {
  it('wraps absolute URLs in a urlset document', async () => {
    async function* paths() {
      yield '/product/a';
    }
    const xml = (await collect(urlsetChunks(paths(), 'https://shop.example.ru'))).join('');
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example.ru/product/a</loc></url>\n</urlset>\n',
    );
  });
});
