import { isApiError, unwrap } from '@shop/api-client';
import { COOKIE_NAMES, readCookie } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import type { RouterContextProvider } from 'react-router';
import { serverEnv } from './env.server';
import { logFailure } from './log';
import type { ShopperState } from './root-data';
import { getSession, shopperApi } from './session.server';
import { isUnknownShopperIds } from './shopper-ids';

/**
 * SPEC 4, server start-up: after the session, the shopper's cart and favorite ids, loaded side by side for the
 * browser's stores. No cart (code 30) and ids the API no longer knows (422) are an empty cart and no favorites;
 * any other failure leaves the field out (the browser loads it) and never breaks the page. A visitor with
 * neither a session nor the anonymous or cart id has nothing to load, so no call is made.
 */
export async function loadShopperState(
  request: Request,
  context: Readonly<RouterContextProvider>,
  fetchImpl: typeof fetch = fetch,
): Promise<ShopperState> {
  const session = getSession(context);
  // A signed-in document request has them already, from the one call that loaded the user.
  if (session.shopper !== undefined) return session.shopper;
  const cookie = request.headers.get('cookie');
  const known =
    session.accessToken || readCookie(cookie, COOKIE_NAMES.anonymousUserId) || readCookie(cookie, COOKIE_NAMES.cartId);
  if (!known) return { cart: null, favoriteIds: [] };
  const api = shopperApi(request, context, fetchImpl);
  const [cart, favoriteIds] = await Promise.allSettled([
    api.GET('/api/v1/cart').then((reply) => unwrap(reply).payload.cart),
    api.GET('/api/v1/favorites/ids').then((reply) => unwrap(reply).payload.productIdList),
  ]);
  const state: ShopperState = {};
  if (cart.status === 'fulfilled') state.cart = cart.value;
  else if (isNoCart(cart.reason)) state.cart = null;
  else void logFailure(serverEnv.apiUrl, 'cart-start-up', cart.reason);
  if (favoriteIds.status === 'fulfilled') state.favoriteIds = favoriteIds.value;
  else if (isUnknownShopperIds(favoriteIds.reason)) state.favoriteIds = [];
  else void logFailure(serverEnv.apiUrl, 'favorites-start-up', favoriteIds.reason);
  return state;
}

function isNoCart(error: unknown): boolean {
  return (isApiError(error) && error.code === ErrorCode.CartNotFound) || isUnknownShopperIds(error);
}
