import { describe, expect, it } from 'vitest';
import { productBreadcrumbs } from './breadcrumbs';
import { productCanonicalPath } from '@shop/storefront-domain';
import { productDescription, productMeta } from './product-seo';
import { testProduct } from '@shop/storefront-testing';

const matches = [{ id: 'root', loaderData: { brand: 'ТахоСнаб', publicOrigin: 'https://shop.example.ru' } }];
const field = (tag: object, key: string): unknown => (tag as Record<string, unknown>)[key];

describe('productDescription', () => {
  it('prefers the SEO description, then the description text', () => {
    expect(productDescription(testProduct({ seoDescription: 'Купить тахограф' }), 'ТахоСнаб')).toBe('Купить тахограф');
    expect(productDescription(testProduct({ description: '<p>Для <b>грузовиков</b></p>' }), 'ТахоСнаб')).toBe(
      'Для грузовиков',
    );
  });

  it('builds a sentence from the facts when the product has no text', () => {
    const text = productDescription(
      testProduct({ description: null, personalPrice: '1200.00', availability: 'on_order' }),
      'ТахоСнаб',
    );
    expect(text).toContain('ATOL-DRIVE-5');
    expect(text).toContain('под заказ');
    expect(text).toContain('ТахоСнаб');
  });
});

describe('productMeta', () => {
  it('points the canonical of a category-scoped page at /product/{slug} and adds both JSON-LD blocks', () => {
    const product = testProduct();
    const breadcrumbs = productBreadcrumbs({ product, tree: [], viaCategorySlug: 'tahografy-skzi' });
    const tags = productMeta({ product, breadcrumbs }, matches);
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://shop.example.ru/product/tahograf-atol-drive-5',
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://shop.example.ru/media/atol.png' });
    const types = tags.map((tag) => field(field(tag, 'script:ld+json') ?? {}, '@type')).filter(Boolean);
    expect(types).toEqual(['Product', 'BreadcrumbList']);
  });

  it('uses the SEO title when the product has one', () => {
    const tags = productMeta({ product: testProduct({ seoTitle: 'Атол Drive 5 купить' }), breadcrumbs: [] }, matches);
    expect(tags).toContainEqual({ title: 'Атол Drive 5 купить - интернет-магазин ТахоСнаб' });
  });

  it('is empty without loader data (the error page sets its own title)', () => {
    expect(productMeta(undefined, matches)).toEqual([]);
  });

  it('escapes the slug in the canonical path', () => {
    expect(productCanonicalPath({ slug: 'a b' })).toBe('/product/a%20b');
  });
});
