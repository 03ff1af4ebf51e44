import { ru } from '@shop/i18n-ru';
import { OrderListPage } from '@shop/storefront-feature-orders';
import { loadOrderListPage } from '@shop/storefront-feature-orders/server';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/order-list';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrderListPage(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.orders, matches);

export default function OrderListRoute({ loaderData }: Route.ComponentProps) {
  return <OrderListPage {...loaderData} />;
}
