import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/category-list';

// TODO(#4): the category tree.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.catalogue, matches);

export default function CategoryListPage() {
  return <PagePlaceholder title={ru.storefront.areas.catalogue} area={ru.storefront.areas.catalogue} />;
}
