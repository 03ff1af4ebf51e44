import { STORAGE_KEYS } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { CategoryListPage } from '../../features/catalogue/category-list-page';
import { loadCategoryListPage, rememberLayoutAction } from '../../features/catalogue/catalogue-loaders.server';
import { pageSeoMeta } from '../../lib/seo';
import type { Route } from './+types/category-list';

const t = ru.storefrontCatalogue.categoryList;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCategoryListPage(request, context);
}

export async function action({ request }: Route.ActionArgs) {
  return rememberLayoutAction(request, STORAGE_KEYS.categoryListDisplayAs);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageSeoMeta({ title: t.title, description: t.description, canonicalPath: '/category/list' }, matches);

export default function CategoryListRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryListPage {...loaderData} />;
}
