import { STORAGE_KEYS } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { CategoryPage } from '../../features/catalogue/category-page';
import { loadCategoryPage, rememberLayoutAction } from '../../features/catalogue/catalogue-loaders.server';
import { categoryCrumbs } from '../../features/catalogue/breadcrumbs';
import { categoryPath } from '../../lib/catalogue-paths';
import { breadcrumbListJsonLd } from '../../features/product/structured-data';
import { canonicalListingSearch } from '../../features/catalogue/listing-params';
import { jsonLdMeta, pageSeoMeta, publicOriginFrom, summaryText } from '../../lib/seo';
import type { Route } from './+types/category';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCategoryPage(request, context, params.categorySlug);
}

export async function action({ request }: Route.ActionArgs) {
  return rememberLayoutAction(request, STORAGE_KEYS.categoryProductListDisplayAs);
}

/**
 * SEO title and description of the category (its own, else its title and text); the canonical URL keeps only
 * the page number, so filtered and sorted variants point search engines at the plain category. The trail goes
 * out as schema.org BreadcrumbList too (the builder of the product page).
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { category, params } = loaderData;
  return [
    ...pageSeoMeta(
      {
        title: category.seoTitle || category.title,
        description: category.seoDescription || summaryText(category.description) || ru.storefrontCatalogue.categoryList.description,
        canonicalPath: `${categoryPath(category.slug)}${canonicalListingSearch(params)}`,
        image: category.image?.url ?? null,
      },
      matches,
    ),
    jsonLdMeta(breadcrumbListJsonLd(categoryCrumbs(loaderData.breadcrumbs, category), publicOriginFrom(matches))),
  ];
};

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage {...loaderData} />;
}
