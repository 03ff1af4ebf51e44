import { ru } from '@shop/i18n-ru';

/** One step of a breadcrumb trail: its title and site path (the path also feeds the BreadcrumbList JSON-LD). */
export interface Crumb {
  title: string;
  path: string;
}

/** The first two steps of every catalogue trail. */
export function catalogueRootCrumbs(): Crumb[] {
  const t = ru.storefrontCatalogue.breadcrumbs;
  return [
    { title: t.home, path: '/' },
    { title: t.catalogue, path: '/category/list' },
  ];
}
