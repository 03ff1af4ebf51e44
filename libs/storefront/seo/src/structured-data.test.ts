import { describe, expect, it } from 'vitest';
import { testImage, testProduct } from '@shop/storefront-testing';
import { SCHEMA_AVAILABILITY, breadcrumbListJsonLd, productBrand, productJsonLd } from './structured-data';

const origin = 'https://shop.example.ru';
const canonicalUrl = `${origin}/product/tahograf-atol-drive-5`;

describe('productJsonLd', () => {
  it('describes the offer with the personal price as a string in roubles', () => {
    const product = testProduct({ basePrice: '45000.00', personalPrice: '40500.50' });
    const data = productJsonLd({ product, description: 'Тахограф', canonicalUrl, origin });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      sku: product.article,
      description: 'Тахограф',
      url: canonicalUrl,
      offers: {
        '@type': 'Offer',
        price: '40500.50',
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        url: canonicalUrl,
      },
    });
  });

  it.each([
    ['in_stock', 'https://schema.org/InStock'],
    ['on_order', 'https://schema.org/PreOrder'],
    ['not_sold', 'https://schema.org/Discontinued'],
  ] as const)('maps %s to %s', (availability, expected) => {
    const data = productJsonLd({ product: testProduct({ availability }), description: '', canonicalUrl, origin });
    expect((data['offers'] as Record<string, unknown>)['availability']).toBe(expected);
    expect(SCHEMA_AVAILABILITY[availability]).toBe(expected);
  });

  it('lists every image once as an absolute URL, the main image first', () => {
    const main = testImage({ url: '/storage/main.jpg' });
    const second = testImage({ fileId: 'f2', url: '/storage/second.jpg' });
    const product = testProduct({
      mainImage: main,
      multimedia: [
        { id: 'm2', position: 1, isMain: false, image: second },
        { id: 'm1', position: 0, isMain: true, image: main },
      ],
    });
    const data = productJsonLd({ product, description: '', canonicalUrl, origin });
    expect(data['image']).toEqual([`${origin}/storage/main.jpg`, `${origin}/storage/second.jpg`]);
  });

  it('names the brand from a manufacturer attribute and leaves it out otherwise', () => {
    const withBrand = testProduct({
      attributeGroupList: [
        {
          attributeGroup: null,
          attributeValueList: [
            {
              attributeId: 'a1',
              title: 'Производитель',
              type: 'string',
              unit: null,
              value: 'Атол',
              displayValue: 'Атол',
            },
          ],
        },
      ],
    });
    expect(productBrand(withBrand)).toBe('Атол');
    expect(productJsonLd({ product: withBrand, description: '', canonicalUrl, origin })['brand']).toEqual({
      '@type': 'Brand',
      name: 'Атол',
    });
    expect(productJsonLd({ product: testProduct(), description: '', canonicalUrl, origin })).not.toHaveProperty(
      'brand',
    );
  });

  it('leaves out an empty description and an empty image list', () => {
    const data = productJsonLd({
      product: testProduct({ mainImage: null, multimedia: [] }),
      description: '',
      canonicalUrl,
      origin,
    });
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the trail from 1 with absolute item URLs', () => {
    const data = breadcrumbListJsonLd(
      [
        { title: 'Главная', path: '/' },
        { title: 'Тахографы', path: '/category/tahografy' },
      ],
      origin,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Тахографы', item: `${origin}/category/tahografy` },
      ],
    });
  });
});
