import { ru, orderTitle } from '@shop/i18n-ru';
import { useCartStore } from '@shop/storefront-feature-cart';
import { OrderPage } from '@shop/storefront-feature-orders';
import { loadOrder } from '@shop/storefront-feature-orders/server';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/order';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrder(request, context, params.orderId);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  titleMeta(loaderData ? orderTitle(loaderData.order.number) : ru.storefront.areas.order, matches);

/** «Повторить заказ» fills the tab's cart store (another feature's), so the route hands its reload over. */
export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  const cart = useCartStore();
  return <OrderPage order={loaderData.order} onCartChanged={() => cart.load()} />;
}
