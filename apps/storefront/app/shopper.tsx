import { CartProductControl, CartProvider, createCartStore, HeaderCart } from '@shop/storefront-feature-cart';
import {
  forgetShopperIds,
  onSignInChange,
  readAnonymousUserIdCookie,
  readCartIdCookie,
  type ClientSession,
  type ShopperState,
} from '@shop/storefront-data-access';
import {
  createFavoritesStore,
  FavoriteButton,
  FavoritesProvider,
  HeaderFavorites,
} from '@shop/storefront-feature-favorites';
import { BuyActions } from '@shop/storefront-ui-cart';
import { ProductActionsProvider, type RenderProductActions } from '@shop/storefront-ui-catalogue';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/** Every product card and product page: the cart's control and the favorite toggle, side by side. */
const renderProductActions: RenderProductActions = (product, place) => (
  <BuyActions place={place}>
    <CartProductControl product={product} place={place} />
    <FavoriteButton product={product} place={place} />
  </BuyActions>
);

/**
 * The cart and favorites stores of this tab (of this request on the server), seeded with what the server loaded. A
 * price group's page brings its visitor's cart and favorites as `personal`, taken up once it has hydrated (the server
 * rendered the page without them).
 */
function createShopper(client: ClientSession, initial: ShopperState | undefined, personal: ShopperState | undefined) {
  const known = personal ?? initial;
  return {
    cart: createCartStore({ api: client.api, initial: initial?.cart ?? null, forgetIds: forgetShopperIds }),
    favorites: createFavoritesStore({
      api: client.api,
      initial: initial?.favoriteIds ?? [],
      forgetIds: forgetShopperIds,
    }),
    // What the server could not load, the browser loads once it starts. A page from the render cache carries no
    // shopper state at all (it was rendered for nobody): there only a visitor the API gave an id to has any.
    unloaded: { cart: known?.cart === undefined, favorites: known?.favoriteIds === undefined },
    shared: known === undefined,
    personal,
  };
}

/**
 * The shopper's cart and favorites for every page (SPEC 4): the stores, their cross-tab sync, a reload after a sign-in
 * or sign-out (the login merged the anonymous cart and favorites; a sign-out leaves the customer's behind and forgets
 * the ids), and the buying controls of cards and product pages.
 */
export function ShopperProvider({
  client,
  initial,
  personal,
  children,
}: {
  client: ClientSession;
  initial: ShopperState | undefined;
  personal?: ShopperState | undefined;
  children: ReactNode;
}) {
  const [shopper] = useState(() => createShopper(client, initial, personal));
  // A price group's page takes up its visitor's cart and favorites once hydrated, before it is first painted.
  useLayoutEffect(() => {
    if (shopper.personal?.cart !== undefined) shopper.cart.adopt(shopper.personal.cart);
    if (shopper.personal?.favoriteIds !== undefined) shopper.favorites.adopt(shopper.personal.favoriteIds);
  }, [shopper]);
  useEffect(() => {
    const { cart, favorites, unloaded, shared } = shopper;
    const reloadCart = () => void cart.load().catch(() => null);
    const reloadFavorites = () => void favorites.load().catch(() => null);
    const known = !shared || readCartIdCookie() !== null || readAnonymousUserIdCookie() !== null;
    if (unloaded.cart && known) reloadCart();
    if (unloaded.favorites && known) reloadFavorites();
    const stops = [
      cart.start(),
      favorites.start(),
      onSignInChange(client.session, (signedIn) => {
        if (!signedIn) forgetShopperIds();
        reloadCart();
        reloadFavorites();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [shopper, client]);
  return (
    <CartProvider store={shopper.cart}>
      <FavoritesProvider store={shopper.favorites}>
        <ProductActionsProvider render={renderProductActions}>{children}</ProductActionsProvider>
      </FavoritesProvider>
    </CartProvider>
  );
}

/** The header's links to favorites and the cart, with their counts. */
export function ShopperHeaderLinks() {
  return (
    <>
      <HeaderFavorites />
      <HeaderCart />
    </>
  );
}
