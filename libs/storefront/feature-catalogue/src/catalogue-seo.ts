import { ru } from '@shop/i18n-ru';
import { categoryPath, fill } from '@shop/storefront-domain';
import {
  breadcrumbListJsonLd,
  jsonLdMeta,
  pageSeoMeta,
  publicOriginFrom,
  summaryText,
  type RouteMatchLike,
} from '@shop/storefront-seo';
import type { MetaDescriptor } from 'react-router';
import type { AllProductsPageData } from './all-products-page';
import { categoryCrumbs } from './breadcrumbs';
import type { CategoryPageProps } from './category-page';
import { canonicalListingSearch } from './listing-params';

type Matches = readonly RouteMatchLike[];

/** Title, description (the hero's text), canonical URL and Open Graph of the shop's front page. */
export function homeMeta(matches: Matches): MetaDescriptor[] {
  const t = ru.storefront.home;
  return pageSeoMeta({ title: t.title, description: summaryText(t.heroText), canonicalPath: '/' }, matches);
}

export function categoryListMeta(matches: Matches): MetaDescriptor[] {
  const t = ru.storefrontCatalogue.categoryList;
  return pageSeoMeta({ title: t.title, description: t.description, canonicalPath: '/category/list' }, matches);
}

/**
 * SEO title and description of the category (its own, else its title and text); the canonical URL keeps only
 * the page number, so filtered and sorted variants point search engines at the plain category. The trail goes
 * out as schema.org BreadcrumbList too (the builder of the product page).
 */
export function categoryMeta(data: CategoryPageProps | undefined, matches: Matches): MetaDescriptor[] {
  if (!data) return [];
  const { category, params } = data;
  return [
    ...pageSeoMeta(
      {
        title: category.seoTitle || category.title,
        description:
          category.seoDescription ||
          summaryText(category.description) ||
          ru.storefrontCatalogue.categoryList.description,
        canonicalPath: `${categoryPath(category.slug)}${canonicalListingSearch(params)}`,
        image: category.image?.url ?? null,
      },
      matches,
    ),
    jsonLdMeta(breadcrumbListJsonLd(categoryCrumbs(data.breadcrumbs, category), publicOriginFrom(matches))),
  ];
}

/** Search results are not for indexing (endless query variants): noindex, and their canonical is the plain list. */
export function allProductsMeta(data: AllProductsPageData | undefined, matches: Matches): MetaDescriptor[] {
  const t = ru.storefrontCatalogue.allProducts;
  const query = data?.query ?? '';
  const canonicalPath = `/all/products${data?.mode === 'list' ? canonicalListingSearch(data.params) : ''}`;
  const tags = pageSeoMeta(
    { title: query ? fill(t.searchTitle, { query }) : t.title, description: t.description, canonicalPath },
    matches,
  );
  return query ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
}
