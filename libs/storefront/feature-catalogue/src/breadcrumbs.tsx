import { catalogueRootCrumbs, type Crumb, categoryPath } from '@shop/storefront-domain';

/** Crumbs of a category page: home, the catalogue, the ancestors and the category itself. */
export function categoryCrumbs(
  ancestors: readonly { slug: string; title: string }[],
  current: { slug: string; title: string },
): Crumb[] {
  return [
    ...catalogueRootCrumbs(),
    ...[...ancestors, current].map((category) => ({ title: category.title, path: categoryPath(category.slug) })),
  ];
}
