import { ProductPage, productMeta } from '@shop/storefront-feature-product';
import { loadProductPage } from '@shop/storefront-feature-product/server';
import type { Route } from './+types/category-product';

/** The product opened from a category listing: breadcrumbs follow that category; the canonical stays /product/{slug}. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loadProductPage(context, params.productSlug, params.categorySlug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => productMeta(loaderData, matches);

export default function CategoryProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage product={loaderData.product} breadcrumbs={loaderData.breadcrumbs} />;
}
