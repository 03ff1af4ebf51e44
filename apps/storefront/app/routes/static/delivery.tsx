import { ContentPage, contentPageHandle, contentPageMeta } from '@shop/storefront-feature-content';
import { loadContentPage } from '@shop/storefront-feature-content/server';
import type { Route } from './+types/delivery';

export const handle = contentPageHandle('delivery');

export function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context, 'delivery');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => contentPageMeta(loaderData, matches);

export default function DeliveryRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage {...loaderData} />;
}
