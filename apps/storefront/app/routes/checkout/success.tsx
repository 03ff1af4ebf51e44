import { ru } from '@shop/i18n-ru';
import { CheckoutSuccessPage } from '@shop/storefront-feature-orders';
import { loadOrder } from '@shop/storefront-feature-orders/server';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/success';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrder(request, context, params.orderId);
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.checkoutSuccess, matches);

export default function CheckoutSuccessRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutSuccessPage order={loaderData.order} />;
}
