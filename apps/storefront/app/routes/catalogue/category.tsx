import { STORAGE_KEYS } from '@shop/domain';
import { CategoryPage, categoryMeta } from '@shop/storefront-feature-catalogue';
import { loadCategoryPage, rememberLayoutAction } from '@shop/storefront-feature-catalogue/server';
import type { Route } from './+types/category';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCategoryPage(request, context, params.categorySlug);
}

export function action({ request }: Route.ActionArgs) {
  return rememberLayoutAction(request, STORAGE_KEYS.categoryProductListDisplayAs);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => categoryMeta(loaderData, matches);

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryPage {...loaderData} />;
}
