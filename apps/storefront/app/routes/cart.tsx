import { ru } from '@shop/i18n-ru';
import { CartPage } from '@shop/storefront-feature-cart';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.cart, matches);

export default function CartRoute() {
  return <CartPage />;
}
