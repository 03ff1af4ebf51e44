import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/category';

// TODO(#4): a category with its products; a missing slug throws a 404.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.category, matches);

export default function CategoryPage() {
  return <PagePlaceholder title={ru.storefront.areas.category} area={ru.storefront.areas.category} />;
}
