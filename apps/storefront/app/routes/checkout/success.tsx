import { ru } from '@shop/i18n-ru';
import { PagePlaceholder } from '@shop/ui-kit';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/success';

// TODO(#13): placeholder until checkout and orders land (issue #13).
export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.checkoutSuccess, matches);

export default function CheckoutSuccessPage() {
  return <PagePlaceholder title={ru.storefront.areas.checkoutSuccess} area={ru.storefront.areas.checkoutSuccess} />;
}
