import { COOKIE_NAMES } from '@shop/domain';
import type { FastifyReply } from 'fastify';
import type { AuthConfig } from '../../config';

/** Lifetime of the anonymous visitor cookie: one year, in seconds. */
export const ANONYMOUS_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type CookieConfig = Pick<AuthConfig, 'cookieSecure' | 'cookieDomain' | 'refreshTokenTtlSeconds'>;

/**
 * Which app a session belongs to. The admin and the storefront often share a host (cookies ignore ports), so each
 * keeps its refresh token in a cookie of its own: signing in to the admin must not sign the storefront in as root.
 */
export type SessionApp = 'storefront' | 'admin';

/**
 * The refresh cookie's name: SPEC's `refresh_token` for the storefront; for the admin `admin_refresh_token`, with the
 * `__Host-` prefix whenever the cookie is Secure and host-only, so no subdomain can set or shadow it.
 */
export function refreshCookieName(
  app: SessionApp,
  config: Pick<CookieConfig, 'cookieSecure' | 'cookieDomain'>,
): string {
  if (app === 'storefront') return COOKIE_NAMES.refreshToken;
  return config.cookieSecure && config.cookieDomain === undefined
    ? '__Host-admin_refresh_token'
    : 'admin_refresh_token';
}

function base(config: CookieConfig) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
    ...(config.cookieDomain !== undefined ? { domain: config.cookieDomain } : {}),
  };
}

/** Sets the app's httpOnly refresh cookie (SameSite=Lax, Path=/, Max-Age = the refresh TTL). */
export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  config: CookieConfig,
  app: SessionApp = 'storefront',
): void {
  reply.setCookie(refreshCookieName(app, config), token, {
    ...base(config),
    httpOnly: true,
    maxAge: config.refreshTokenTtlSeconds,
  });
}

/** Clears the app's refresh cookie. */
export function clearRefreshCookie(reply: FastifyReply, config: CookieConfig, app: SessionApp = 'storefront'): void {
  reply.clearCookie(refreshCookieName(app, config), { ...base(config), httpOnly: true });
}

/** Sets the `anonymous_user_id` cookie: readable by scripts (the client sends it as a header), one year. */
export function setAnonymousCookie(reply: FastifyReply, id: string, config: CookieConfig): void {
  reply.setCookie(COOKIE_NAMES.anonymousUserId, id, {
    ...base(config),
    httpOnly: false,
    maxAge: ANONYMOUS_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Lifetime of the `cart_id` cookie: as long as the anonymous visitor's, one year, in seconds. */
export const CART_COOKIE_MAX_AGE_SECONDS = ANONYMOUS_COOKIE_MAX_AGE_SECONDS;

/** Sets the `cart_id` cookie: readable by scripts (the client sends it as `X-Cart-Id`, SPEC 7), one year. */
export function setCartCookie(reply: FastifyReply, id: string, config: CookieConfig): void {
  reply.setCookie(COOKIE_NAMES.cartId, id, { ...base(config), httpOnly: false, maxAge: CART_COOKIE_MAX_AGE_SECONDS });
}

/** Clears the `cart_id` cookie (sign-out; no cart). */
export function clearCartCookie(reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(COOKIE_NAMES.cartId, { ...base(config), httpOnly: false });
}

/** Clears the `anonymous_user_id` cookie (after a sign-in merged the visitor away). */
export function clearAnonymousCookie(reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(COOKIE_NAMES.anonymousUserId, { ...base(config), httpOnly: false });
}
