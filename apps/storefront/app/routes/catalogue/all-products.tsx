import { AllProductsPage, allProductsMeta } from '@shop/storefront-feature-catalogue';
import {
  allProductsPreferenceKey,
  loadAllProductsPage,
  rememberLayoutAction,
} from '@shop/storefront-feature-catalogue/server';
import type { Route } from './+types/all-products';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAllProductsPage(request, context);
}

export function action({ request }: Route.ActionArgs) {
  return rememberLayoutAction(request, allProductsPreferenceKey(new URL(request.url)));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => allProductsMeta(loaderData, matches);

export default function AllProductsRoute({ loaderData }: Route.ComponentProps) {
  return <AllProductsPage {...loaderData} />;
}
