import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/order';

// Placeholder: delivered with the orders feature (not yet filed).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.order, matches);

export default function OrderPage() {
  return <PagePlaceholder title={ru.storefront.areas.order} area={ru.storefront.areas.order} />;
}
