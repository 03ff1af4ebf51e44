import { STORAGE_KEYS } from '@shop/domain';
import { CategoryListPage, categoryListMeta } from '@shop/storefront-feature-catalogue';
import { loadCategoryListPage, rememberLayoutAction } from '@shop/storefront-feature-catalogue/server';
import type { Route } from './+types/category-list';

export function loader({ request }: Route.LoaderArgs) {
  return loadCategoryListPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return rememberLayoutAction(request, STORAGE_KEYS.categoryListDisplayAs);
}

export const meta: Route.MetaFunction = ({ matches }) => categoryListMeta(matches);

export default function CategoryListRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryListPage {...loaderData} />;
}
