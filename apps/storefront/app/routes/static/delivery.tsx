import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/delivery';

// TODO(#14): placeholder until the content pages land (issue #14).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.delivery, matches);

export default function DeliveryPage() {
  return <PagePlaceholder title={ru.storefront.areas.delivery} area={ru.storefront.areas.delivery} />;
}
