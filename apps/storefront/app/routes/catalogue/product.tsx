import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/product';

// TODO(#4): the product card; a missing slug throws a 404.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.product, matches);

export default function ProductPage() {
  return <PagePlaceholder title={ru.storefront.areas.product} area={ru.storefront.areas.product} />;
}
