import { ru } from '@shop/i18n-ru';
import { useCart, useCartStore } from '@shop/storefront-feature-cart';
import { CheckoutPage } from '@shop/storefront-feature-checkout';
import { loadCheckout } from '@shop/storefront-feature-checkout/server';
import { titleMeta } from '@shop/storefront-seo';
import type { Route } from './+types/checkout';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(ru.storefront.areas.checkout, matches);

/** The checkout reads the tab's cart store (another feature's), so the route hands it over. */
export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  const store = useCartStore();
  const cart = useCart((state) => state.cart);
  const loading = useCart((state) => state.loading.load);
  return (
    <CheckoutPage prefill={loaderData.prefill} cart={cart} cartLoading={loading} reloadCart={() => store.load()} />
  );
}
