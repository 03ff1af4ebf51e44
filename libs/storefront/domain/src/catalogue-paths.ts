import type { Schema } from '@shop/api-contract';

/**
 * Path of a product page (SPEC 2): inside a category listing the product opens within that category
 * (its breadcrumbs follow the shopper's path), anywhere else at its own /product/{slug}.
 */
export function productPath(product: Pick<Schema<'ProductCard'>, 'slug'>, categorySlug?: string | null): string {
  const slug = encodeURIComponent(product.slug);
  return categorySlug ? `/category/${encodeURIComponent(categorySlug)}/product/${slug}` : `/product/${slug}`;
}

/** Path of a category page. */
export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}

/** The one canonical address of a product: /product/{slug}, also for its category-scoped URLs. */
export function productCanonicalPath(product: Pick<Schema<'Product'>, 'slug'>): string {
  return `/product/${encodeURIComponent(product.slug)}`;
}
