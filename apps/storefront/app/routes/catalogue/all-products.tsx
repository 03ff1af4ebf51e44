import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '../../lib/meta';
import type { Route } from './+types/all-products';

// TODO(#4): the all-products list with search (?q=), filters and sorting in the URL.
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.allProducts, matches);

export default function AllProductsPage() {
  return <PagePlaceholder title={ru.storefront.areas.allProducts} area={ru.storefront.areas.allProducts} />;
}
