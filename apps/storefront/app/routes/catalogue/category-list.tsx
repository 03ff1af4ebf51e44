import { STORAGE_KEYS } from '@shop/domain';
import { CategoryListPage, categoryListMeta } from '@shop/storefront-feature-catalogue';
import { loadCategoryListPage, rememberLayoutAction } from '@shop/storefront-feature-catalogue/server';
import type { Route } from './+types/category-list';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCategoryListPage(request, context);
}

export function action({ request }: Route.ActionArgs) {
  return rememberLayoutAction(request, STORAGE_KEYS.categoryListDisplayAs);
}

export const meta: Route.MetaFunction = ({ matches }) => categoryListMeta(matches);

export default function CategoryListRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryListPage {...loaderData} />;
}
