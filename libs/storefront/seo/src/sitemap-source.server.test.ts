import { describe, expect, it } from 'vitest';
import { sitemapResponse } from './sitemap-response.server';
import { apiSitemapSource } from './sitemap-source.server';

const products = Array.from({ length: 7 }, (_, index) => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  slug: `tahograf-${index}`,
  updatedAt: `2026-11-0${index + 1}T08:00:00.000Z`,
}));

/** The API's sitemap operations over `products` (keyset by id), recording every URL asked for. */
function fakeApi() {
  const asked: URL[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url);
    if (url.pathname === '/api/v1/sitemap/summary') {
      return json({
        payload: {
          categoryList: [{ slug: 'tahografy', updatedAt: '2026-10-01T00:00:00.000Z' }],
          productCount: products.length,
        },
      });
    }
    if (url.pathname === '/api/v1/sitemap/product/list') {
      const after = url.searchParams.get('after');
      const limit = Number(url.searchParams.get('limit'));
      const rest = products.filter((product) => after === null || product.id > after);
      const productList = rest.slice(0, limit);
      return json({
        payload: { productList, nextAfter: rest.length > limit ? (productList.at(-1)?.id ?? null) : null },
      });
    }
    return json({ error: 6, message: 'Запись не найдена' }, 404);
  };
  return { fetch: fetch as typeof globalThis.fetch, asked };
}

describe('apiSitemapSource', () => {
  it('reads the home page, the category list, the static pages and the categories with their last change from the sitemap summary', async () => {
    const api = fakeApi();
    expect(await apiSitemapSource(api.fetch).summary()).toEqual({
      siteUrls: [
        { path: '/' },
        { path: '/category/list' },
        { path: '/contact' },
        { path: '/delivery' },
        { path: '/user-agreement' },
        { path: '/application-conditions' },
        { path: '/category/tahografy', lastmod: '2026-10-01T00:00:00.000Z' },
      ],
      productCount: 7,
    });
  });

  it('pages the sitemap operation by its cursor into canonical product URLs with their last change', async () => {
    const api = fakeApi();
    const source = apiSitemapSource(api.fetch);
    const first = await source.productPage(null, 3);
    expect(first).toEqual({
      urls: products.slice(0, 3).map((product) => ({ path: `/product/${product.slug}`, lastmod: product.updatedAt })),
      nextAfter: products[2]?.id,
    });
    await source.productPage(first.nextAfter, 3);
    expect(api.asked.map((url) => [url.searchParams.get('after'), url.searchParams.get('limit')])).toEqual([
      [null, '3'],
      [products[2]?.id, '3'],
    ]);
  });

  it('builds the whole sitemap from the sitemap operations only, never the product listing', async () => {
    const api = fakeApi();
    const xml = await (
      await sitemapResponse('https://shop.example.ru', null, apiSitemapSource(api.fetch), 50_000, 2)
    ).text();
    for (const product of products) {
      expect(xml).toContain(
        `<url><loc>https://shop.example.ru/product/${product.slug}</loc><lastmod>${product.updatedAt}</lastmod></url>`,
      );
    }
    // Home, the category list, the four static pages, one category, then the products.
    expect(xml.match(/<url>/g)).toHaveLength(7 + products.length);
    expect(xml).toContain('<url><loc>https://shop.example.ru/user-agreement</loc></url>');
    expect(new Set(api.asked.map((url) => url.pathname))).toEqual(
      new Set(['/api/v1/sitemap/summary', '/api/v1/sitemap/product/list']),
    );
    expect(api.asked.filter((url) => url.pathname === '/api/v1/sitemap/product/list')).toHaveLength(4);
  });
});
