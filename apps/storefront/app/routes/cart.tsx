import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/cart';

// Placeholder: delivered with the cart feature (not yet filed).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.cart, matches);

export default function CartPage() {
  return <PagePlaceholder title={ru.storefront.areas.cart} area={ru.storefront.areas.cart} />;
}
