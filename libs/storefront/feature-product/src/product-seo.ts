import type { Schema } from '@shop/api-contract';
import { formatMoney, ru } from '@shop/i18n-ru';
import type { MetaDescriptor } from 'react-router';
import {
  brandFrom,
  absoluteUrl,
  jsonLdMeta,
  pageSeoMeta,
  publicOriginFrom,
  summaryText,
  breadcrumbListJsonLd,
  productJsonLd,
  type RouteMatchLike,
} from '@shop/storefront-seo';
import { fill, type Crumb, productCanonicalPath } from '@shop/storefront-domain';

/** What a product route's loader gives its page and meta. */
export interface ProductPageData {
  product: Schema<'Product'>;
  breadcrumbs: Crumb[];
}

/** The meta description: the SEO description, else the start of the description, else a sentence from the facts. */
export function productDescription(product: Schema<'Product'>, brand: string): string {
  const own = summaryText(product.seoDescription) || summaryText(product.description);
  if (own !== '') return own;
  return fill(ru.storefrontProduct.seo.fallbackDescription, {
    title: product.title,
    article: product.article,
    price: formatMoney(product.personalPrice),
    availability: ru.storefrontCatalogue.availability[product.availability].toLowerCase(),
    brand,
  });
}

/** Head of a product page: title, description, canonical, Open Graph with the main image, Product and BreadcrumbList JSON-LD. */
export function productMeta(data: ProductPageData | undefined, matches: readonly RouteMatchLike[]): MetaDescriptor[] {
  if (!data) return [];
  const { product, breadcrumbs } = data;
  const origin = publicOriginFrom(matches);
  const description = productDescription(product, brandFrom(matches));
  const canonicalPath = productCanonicalPath(product);
  return [
    ...pageSeoMeta(
      {
        title: product.seoTitle || product.title,
        description,
        canonicalPath,
        image: product.mainImage?.url ?? null,
        type: 'product',
      },
      matches,
    ),
    jsonLdMeta(productJsonLd({ product, description, canonicalUrl: absoluteUrl(origin, canonicalPath), origin })),
    jsonLdMeta(breadcrumbListJsonLd(breadcrumbs, origin)),
  ];
}
