import { isApiError } from '@shop/api-client';
import { COOKIE_NAMES, expiredCookie, readCookie } from '@shop/domain';
import type { SessionStore } from '@shop/session';

/** The `cart_id` cookie the API set with the first add (or the login), for `X-Cart-Id`; null on the server. */
export function readCartIdCookie(): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, COOKIE_NAMES.cartId);
}

/** The `anonymous_user_id` cookie the API set with the first add, for `X-Anonymous-User-Id`; null on the server. */
export function readAnonymousUserIdCookie(): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, COOKIE_NAMES.anonymousUserId);
}

/**
 * Forgets the anonymous visitor and its cart in this browser: expires the `anonymous_user_id` and `cart_id` cookies
 * (script-readable, Path=/, as the API sets them). The next add then starts a new visitor (SPEC 7).
 */
export function forgetShopperIds(): void {
  if (typeof document === 'undefined') return;
  document.cookie = expiredCookie(COOKIE_NAMES.anonymousUserId);
  document.cookie = expiredCookie(COOKIE_NAMES.cartId);
}

/** The API could not place the anonymous or cart id it was sent (422, code 25): unknown, expired or merged. */
export function isUnknownShopperIds(error: unknown): boolean {
  return isApiError(error) && error.status === 422;
}

/**
 * Runs a cart or favorites call; when the API could not place the ids (422) calls `forgetIds` and answers with
 * `recover(error)`: a retry (which goes out without the ids), a fallback, or the error rethrown.
 */
export async function recoverUnknownShopperIds<T>(
  send: () => Promise<T>,
  forgetIds: (() => void) | undefined,
  recover: (error: unknown) => T | Promise<T>,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isUnknownShopperIds(error)) throw error;
    forgetIds?.();
    return recover(error);
  }
}

/**
 * Calls `listener` when the visitor signs in or out in this tab (login, registration, logout, a session restored
 * or lost), not on token refreshes: the cart and favorites then belong to someone else and are loaded again.
 * Returns the unsubscribe.
 */
export function onSignInChange(session: SessionStore, listener: (signedIn: boolean) => void): () => void {
  let signedIn = session.getState().isLoggedIn;
  return session.subscribe(() => {
    const now = session.getState().isLoggedIn;
    if (now === signedIn) return;
    signedIn = now;
    listener(now);
  });
}
