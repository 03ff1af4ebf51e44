import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/delivery';

// Placeholder: delivered with the static pages feature (not yet filed).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.delivery, matches);

export default function DeliveryPage() {
  return <PagePlaceholder title={ru.storefront.areas.delivery} area={ru.storefront.areas.delivery} />;
}
