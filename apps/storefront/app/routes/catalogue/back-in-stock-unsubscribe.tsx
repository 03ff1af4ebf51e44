import { ru } from '@shop/i18n-ru';
import { BackInStockUnsubscribePage } from '@shop/storefront-feature-product';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/back-in-stock-unsubscribe';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.backInStockUnsubscribe, matches);

export default function BackInStockUnsubscribeRoute({ params }: Route.ComponentProps) {
  return <BackInStockUnsubscribePage key={params.token} token={params.token} />;
}
