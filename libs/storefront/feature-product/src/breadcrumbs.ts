import type { Schema } from '@shop/api-contract';
import { catalogueRootCrumbs, type Crumb, categoryPath } from '@shop/storefront-domain';

type CategoryTreeNode = Schema<'CategoryTreeNode'>;

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
 * The category chain the trail shows. The shopper's category (`/category/{slug}/product/…`) counts when the product
 * is in it or in a category below it (listings include subcategories): the chain then runs down to the product's own
 * category. Otherwise the product's primary category, else its first category.
 */
function trailCategories(
  product: Pick<Schema<'Product'>, 'primaryCategory' | 'categories'>,
  tree: readonly CategoryTreeNode[],
  viaCategorySlug: string | null | undefined,
): CategoryTreeNode[] {
  const own = [product.primaryCategory, ...product.categories].filter((category) => category !== null);
  const chains = own.map((category) => categoryAncestry(tree, category.slug)).filter((chain) => chain.length > 0);
  const viaChain = viaCategorySlug
    ? chains.find((chain) => chain.some((node) => node.slug === viaCategorySlug))
    : undefined;
  return viaChain ?? chains[0] ?? [];
}

/**
 * The trail of a product page: home, the catalogue, the category chain and the product itself. Without a category
 * chain (an uncategorised product, or a tree that failed to load) the primary category alone, if any, stands for it.
 */
export function productBreadcrumbs(options: {
  product: Pick<Schema<'Product'>, 'slug' | 'title' | 'primaryCategory' | 'categories'>;
  tree: readonly CategoryTreeNode[];
  viaCategorySlug?: string | null;
}): Crumb[] {
  const { product, tree, viaCategorySlug } = options;
  const chain = trailCategories(product, tree, viaCategorySlug);
  const categories =
    chain.length > 0
      ? chain.map((node) => ({ title: node.title, path: categoryPath(node.slug) }))
      : product.primaryCategory
        ? [{ title: product.primaryCategory.title, path: categoryPath(product.primaryCategory.slug) }]
        : [];
  return [
    ...catalogueRootCrumbs(),
    ...categories,
    { title: product.title, path: `/product/${encodeURIComponent(product.slug)}` },
  ];
}
