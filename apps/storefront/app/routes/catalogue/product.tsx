import { ProductPage, productMeta } from '@shop/storefront-feature-product';
import { loadProductPage } from '@shop/storefront-feature-product/server';
import type { Route } from './+types/product';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadProductPage(context, params.productSlug, null);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => productMeta(loaderData, matches);

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage product={loaderData.product} breadcrumbs={loaderData.breadcrumbs} />;
}
