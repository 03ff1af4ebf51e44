import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/checkout';

// Placeholder: delivered with the checkout feature (not yet filed).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.checkout, matches);

export default function CheckoutPage() {
  return <PagePlaceholder title={ru.storefront.areas.checkout} area={ru.storefront.areas.checkout} />;
}
