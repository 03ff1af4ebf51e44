import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';

type CategoryTreeNode = Schema<'CategoryTreeNode'>;

/** One step of the breadcrumb trail: its title and site path. */
export interface Crumb {
  title: string;
  path: string;
}

const t = ru.storefrontProduct.breadcrumbs;

/** Path of a category page. */
export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}

/** The chain of categories from a root of `tree` down to the category `slug` (empty when it is not in the tree). */
export function categoryAncestry(tree: readonly CategoryTreeNode[], slug: string): CategoryTreeNode[] {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = categoryAncestry(node.children, slug);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * The trail of a product page: home, the catalogue, the category chain and the product itself.
 * The category is the one the shopper came through (`/category/{slug}/product/…`) when it is in the tree,
 * else the product's primary category; with neither the trail goes straight from the catalogue to the product.
 */
export function productBreadcrumbs(options: {
  product: Pick<Schema<'Product'>, 'slug' | 'title' | 'primaryCategory'>;
  tree: readonly CategoryTreeNode[];
  viaCategorySlug?: string | null;
}): Crumb[] {
  const { product, tree, viaCategorySlug } = options;
  const via = viaCategorySlug ? categoryAncestry(tree, viaCategorySlug) : [];
  const chain = via.length > 0 ? via : product.primaryCategory ? categoryAncestry(tree, product.primaryCategory.slug) : [];
  // A primary category missing from the tree (a tree that failed to load) still gives its own step.
  const categories =
    chain.length > 0
      ? chain.map((node) => ({ title: node.title, path: categoryPath(node.slug) }))
      : product.primaryCategory
        ? [{ title: product.primaryCategory.title, path: categoryPath(product.primaryCategory.slug) }]
        : [];
  return [
    { title: t.home, path: '/' },
    { title: t.catalogue, path: '/category/list' },
    ...categories,
    { title: product.title, path: `/product/${encodeURIComponent(product.slug)}` },
  ];
}
