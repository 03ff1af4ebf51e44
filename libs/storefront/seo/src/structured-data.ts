import type { Schema } from '@shop/api-contract';
import { absoluteUrl, type JsonLd } from './seo';
import type { Crumb } from '@shop/storefront-domain';

type Product = Schema<'Product'>;

/** schema.org availability of each of our stock states (not sold = no longer offered). */
export const SCHEMA_AVAILABILITY: Record<Schema<'Availability'>, string> = {
  in_stock: 'https://schema.org/InStock',
  on_order: 'https://schema.org/PreOrder',
  not_sold: 'https://schema.org/Discontinued',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** Attribute titles that name the maker of a product; its value becomes the schema.org brand. */
const BRAND_ATTRIBUTE_TITLES = new Set(['бренд', 'производитель', 'марка']);

/** The product's brand from a 'Бренд'/'Производитель' attribute, if it has one. */
export function productBrand(product: Pick<Product, 'attributeGroupList'>): string | null {
  for (const group of product.attributeGroupList) {
    for (const attribute of group.attributeValueList) {
      if (BRAND_ATTRIBUTE_TITLES.has(attribute.title.trim().toLowerCase()) && attribute.displayValue.trim() !== '') {
        return attribute.displayValue.trim();
      }
    }
  }
  return null;
}

/** Every image of the product as absolute URLs, the main one first. */
function productImageUrls(product: Pick<Product, 'mainImage' | 'multimedia'>, origin: string): string[] {
  const urls = [product.mainImage?.url, ...product.multimedia.map((item) => item.image.url)].filter(
    (url): url is string => !!url,
  );
  return [...new Set(urls)].map((url) => absoluteUrl(origin, url)).filter((url) => url !== '');
}

/**
 * schema.org `Product` of a product page: the price the page shows (the visitor's personal price) as a string,
 * in roubles, the stock state, the canonical URL.
 */
export function productJsonLd(options: {
  product: Product;
  description: string;
  canonicalUrl: string;
  origin: string;
}): JsonLd {
  const { product, description, canonicalUrl, origin } = options;
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: product.article,
    offers: {
      '@type': 'Offer',
      price: product.personalPrice,
      priceCurrency: 'RUB',
      availability: SCHEMA_AVAILABILITY[product.availability],
      ...(canonicalUrl !== '' ? { url: canonicalUrl } : {}),
    },
  };
  const images = productImageUrls(product, origin);
  if (images.length > 0) data['image'] = images;
  if (description !== '') data['description'] = description;
  if (canonicalUrl !== '') data['url'] = canonicalUrl;
  const brand = productBrand(product);
  if (brand) data['brand'] = { '@type': 'Brand', name: brand };
  return data;
}

/** schema.org `BreadcrumbList` of a trail, positions from 1, items as absolute URLs. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}
