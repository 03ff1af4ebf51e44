import { createApiClient, isApiError, unwrap } from '@shop/api-client';
import { COOKIE_NAMES, REQUEST_ID_HEADER, type User, readCookie } from '@shop/domain';
import {
  createContext,
  data,
  redirect,
  redirectDocument,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';
import { loginReturnPath } from '@shop/storefront-domain';
import { PRICE_GROUP_HEADER, type PersonalProbe } from '@shop/storefront-render-cache';
import { serverEnv } from './env.server';
import { isDataRequest, pagePathOf } from './middleware.server';
import { personalDataJson } from './personal-data';
import type { ShopperState } from './root-data';
import { isAbsoluteUrl } from './redirect-lookup';
import { cachedRedirect, cachedShopperContext, isPriceGroupRender } from './server-caches.server';
import { SERVER_TIMEOUT_MS } from './server-timeout';
import { isUnknownShopperIds } from './shopper-ids';

/** The storefront's own cookie caching the access token between page loads (see ACCESS_TOKEN_COOKIE). */
export const ACCESS_TOKEN_COOKIE = 'access_token';

/** Fallback lifetime of the access-token cookie when the token carries no `exp` (the API's 15 min). */
const ACCESS_TOKEN_TTL_SECONDS = 900;

/** The session of one request as the server restored it. */
export interface ServerSession {
  /** Access token for the browser's Bearer calls (handed over in the root loader data); null for a guest. */
  accessToken: string | null;
  /** The signed-in user, loaded once per request; null for a guest. */
  user: User | null;
  /** The signed-in shopper's cart and favorite ids, when a document request loaded them with the user. */
  shopper?: ShopperState;
  /** Whose prices the catalogue shows the user (null: base prices), when the API said so with the shopper's data. */
  priceGroupId?: string | null;
  /** Set-Cookie values to send with this request's response (the API's refresh cookie, our access cookie). */
  setCookies: string[];
}

/** This request's session, restored once by {@link startUpMiddleware}. */
export const sessionContext = createContext<ServerSession>({ accessToken: null, user: null, setCookies: [] });

/** `Secure` on the storefront's cookies as on the API's: COOKIE_SECURE when set, else whether the public URL is https. */
export function cookieSecureFromEnv(cookieSecure: string | undefined, publicUrl: string): boolean {
  if (cookieSecure === 'true' || cookieSecure === 'false') return cookieSecure === 'true';
  return publicUrl.startsWith('https:');
}

const COOKIE_SECURE = cookieSecureFromEnv(process.env['COOKIE_SECURE'], serverEnv.publicUrl);

/**
 * The `access_token` cookie (httpOnly, SameSite=Lax, whole site) living as long as the token itself;
 * `Secure` by {@link cookieSecureFromEnv}, the same rule as the API's cookies.
 */
export function accessTokenCookie(token: string, maxAgeSeconds: number, secure = COOKIE_SECURE): string {
  const maxAge = Math.max(0, Math.floor(maxAgeSeconds));
  return `${ACCESS_TOKEN_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Clears the `access_token` cookie. */
export const CLEAR_ACCESS_TOKEN_COOKIE = `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** Seconds until the JWT expires (its `exp` claim; read, not verified: only the cookie's lifetime depends on it). */
export function secondsUntilExpiry(token: string, nowMs = Date.now()): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number') return payload.exp - Math.floor(nowMs / 1000);
  } catch {
    // Not a JWT we can read: fall back to the documented lifetime.
  }
  return ACCESS_TOKEN_TTL_SECONDS;
}

/**
 * The client's address for the API's per-IP limits: server.ts sets the rendered request's X-Forwarded-For to the
 * address it worked out (the connection's, or a trusted proxy's, TRUST_PROXY), replacing whatever the client sent.
 * The shared renders of the render cache carry none.
 */
export function clientAddressOf(request: Request): string | null {
  return request.headers.get('x-forwarded-for');
}

/** What every server-side call of a page request tells the API: the shopper's address and the request's id. */
function clientHeaders(request: Request): Record<string, string | null> {
  return { 'x-forwarded-for': clientAddressOf(request), [REQUEST_ID_HEADER]: request.headers.get(REQUEST_ID_HEADER) };
}

/**
 * A fetch that names the shopper's address to the API, as the forwarding of /api/v1 does (see {@link clientAddressOf}),
 * and carries the page request's id, so the API logs its calls under the id the storefront logged the page with.
 */
export function fetchAsClient(request: Request, fetchImpl?: typeof fetch): typeof fetch {
  return withHeaders(clientHeaders(request), fetchImpl);
}

/** The id server.ts gave the page request (REQUEST_ID_HEADER), for calls made without the request at hand. */
export const requestIdContext = createContext<string | null>(null);

/** `fetchImpl` (the global fetch, looked up at each call, by default) with the page request's id on every call. */
export function withRequestId(requestId: string | null, fetchImpl?: typeof fetch): typeof fetch {
  return withHeaders({ [REQUEST_ID_HEADER]: requestId }, fetchImpl);
}

/** `fetchImpl` (the global fetch by default) sending `headers` (those that are null are left out) on every call. */
function withHeaders(headers: Record<string, string | null>, fetchImpl?: typeof fetch): typeof fetch {
  const given = Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null);
  const send: typeof fetch = (input, init) => (fetchImpl ?? globalThis.fetch)(input, init);
  if (given.length === 0) return send;
  return (input, init) => {
    const outgoing = new Request(input, init);
    for (const [name, value] of given) outgoing.headers.set(name, value);
    return send(outgoing);
  };
}

function apiFor(request: Request, accessToken: string | null, fetchImpl: typeof fetch) {
  return createApiClient({
    baseUrl: serverEnv.apiUrl,
    timeoutMs: SERVER_TIMEOUT_MS,
    getAccessToken: () => accessToken,
    // Server-side calls carry the shopper's cookies (the refresh cookie above all), as the browser would.
    fetch: withHeaders({ ...clientHeaders(request), cookie: request.headers.get('cookie') || null }, fetchImpl),
  });
}

/** The signed-in user, and with a document request the cart, the favorite ids and the price group too. */
interface LoadedUser {
  user: User;
  shopper?: ShopperState;
  priceGroupId?: string | null;
}

/**
 * Loads the user of `accessToken`. With `withShopper` (a document request) it asks `getShopperContext` for the user,
 * the cart and the favorite ids at once (issue #27: one call, not three), and the answer is kept for the session
 * (the token and the cart id it presents) until the user's context changes ({@link cachedShopperContext}); when the
 * API cannot place the cart id the page presents, the user alone, and the root loader reads the cart and favorites
 * apart as it would for a guest.
 */
function loadUser(
  request: Request,
  accessToken: string,
  fetchImpl: typeof fetch,
  withShopper: boolean,
): Promise<LoadedUser | 'unauthorized' | null> {
  if (!withShopper) return askForUser(request, accessToken, fetchImpl, false);
  const key = `${accessToken}\n${readCookie(request.headers.get('cookie'), COOKIE_NAMES.cartId) ?? ''}`;
  return cachedShopperContext(key, async () => {
    const loaded = await askForUser(request, accessToken, fetchImpl, true);
    if (loaded === null || loaded === 'unauthorized' || loaded.shopper === undefined)
      return { value: loaded, keep: false };
    const expiresAt = Date.now() + secondsUntilExpiry(accessToken) * 1000;
    return { value: loaded, keep: true, userId: loaded.user.id, expiresAt };
  });
}

/** Asks the API for the user of `accessToken` (with `withShopper`, their shopper context) now. */
async function askForUser(
  request: Request,
  accessToken: string,
  fetchImpl: typeof fetch,
  withShopper: boolean,
): Promise<LoadedUser | 'unauthorized' | null> {
  const api = apiFor(request, accessToken, fetchImpl);
  try {
    if (withShopper) {
      try {
        const { customerUser, cart, favoriteIds, priceGroupId } = unwrap(
          await api.GET('/api/v1/shopper/context'),
        ).payload;
        if (customerUser !== null) return { user: customerUser, shopper: { cart, favoriteIds }, priceGroupId };
      } catch (error) {
        if (!isUnknownShopperIds(error)) throw error;
      }
    }
    return { user: unwrap(await api.GET('/api/v1/user/current')).payload.customerUser };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return 'unauthorized';
    return null;
  }
}

/**
 * Restores the session of a request (SPEC 4, server start-up): a valid `access_token` cookie is used as is;
 * otherwise the `refresh_token` cookie is rotated through the API once, the API's Set-Cookie is passed on and our
 * `access_token` cookie set, so later pages within the token's lifetime do not rotate again. Then the user is loaded
 * (with a document request, the cart and favorite ids with it). The API being unreachable leaves the visitor a guest
 * for this page without touching the cookies.
 */
export async function restoreSession(request: Request, fetchImpl: typeof fetch = fetch): Promise<ServerSession> {
  const cookie = request.headers.get('cookie');
  const cached = readCookie(cookie, ACCESS_TOKEN_COOKIE);
  const guest: ServerSession = { accessToken: null, user: null, setCookies: [] };
  const withShopper = !isDataRequest(request);

  if (cached) {
    const loaded = await loadUser(request, cached, fetchImpl, withShopper);
    if (loaded === null) return guest;
    if (loaded !== 'unauthorized') return { accessToken: cached, ...loaded, setCookies: [] };
  }
  if (!readCookie(cookie, COOKIE_NAMES.refreshToken)) {
    return cached ? { ...guest, setCookies: [CLEAR_ACCESS_TOKEN_COOKIE] } : guest;
  }

  let reply: Response;
  try {
    reply = await fetchAsClient(
      request,
      fetchImpl,
    )(
      new Request(`${serverEnv.apiUrl}/api/v1/auth/token/refresh`, {
        method: 'POST',
        headers: { cookie: cookie ?? '', accept: 'application/json' },
        signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
      }),
    );
  } catch {
    return guest;
  }
  const setCookies = reply.headers.getSetCookie();
  const body = (await reply.json().catch(() => null)) as { payload?: { jwt?: { accessToken?: string } } } | null;
  const accessToken = reply.ok ? body?.payload?.jwt?.accessToken : undefined;
  if (!accessToken) {
    // The refresh was refused: the API's cookie changes (cleared refresh cookie) go through, ours is dropped.
    return { ...guest, setCookies: reply.status >= 500 ? [] : [...setCookies, CLEAR_ACCESS_TOKEN_COOKIE] };
  }
  setCookies.push(accessTokenCookie(accessToken, secondsUntilExpiry(accessToken)));
  // The new refresh cookie is not in this request's Cookie header yet; the access token is all the next call needs.
  const loaded = await loadUser(
    new Request(request.url, { headers: withoutCookie(request.headers) }),
    accessToken,
    fetchImpl,
    withShopper,
  );
  if (loaded === null || loaded === 'unauthorized') return { ...guest, setCookies };
  return { accessToken, ...loaded, setCookies };
}

function withoutCookie(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete('cookie');
  return copy;
}

/**
 * Root middleware, the {@link startUp} of every request (SPEC 2 and 4): a redirect is thrown; otherwise the page goes
 * on and its response carries the session's cookies. Document loads and client navigations (the root loader
 * revalidates on every path change) both pass here; an absolute target is a full page load.
 */
export const startUpMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { redirect: redirected, session } = await startUp(request);
  context.set(sessionContext, session);
  context.set(requestIdContext, request.headers.get(REQUEST_ID_HEADER));
  if (redirected) throw redirected;
  const response = await next();
  appendSessionCookies(response, session.setCookies);
  // A price group's render whose customer is no longer in that group shows another group's prices: not to be kept.
  if (isPriceGroupRender(request) && !rendersPriceGroup(request, session)) {
    response.headers.set('Cache-Control', 'private, no-store');
  }
  return response;
};

/**
 * The start-up of a request: the redirect look-up by path and the session, side by side, so a signed-in visitor's
 * page does not wait for one and then the other; a redirect carries the cookies the session produced (a rotated
 * refresh cookie must still reach the browser).
 */
async function startUp(request: Request): Promise<{ redirect: Response | null; session: ServerSession }> {
  const navigation = request.method === 'GET' || request.method === 'HEAD';
  const [target, session] = await Promise.all([
    navigation ? cachedRedirect(pagePathOf(request)) : null,
    restoreSession(request),
  ]);
  if (!target) return { redirect: null, session };
  const response = isAbsoluteUrl(target.to)
    ? redirectDocument(target.to, target.status)
    : redirect(target.to, target.status);
  for (const value of session.setCookies) response.headers.append('Set-Cookie', value);
  return { redirect: response, session };
}

/**
 * The render cache's question about a signed-in visitor's page request (issue #27), exported by the server build
 * and answered by the page's own start-up without rendering: a redirect as the page would answer it; otherwise the
 * price group, the access token a render for the group may use and the visitor's own data for the page's personal
 * gap, with the session's cookies ({@link PersonalProbe}). Without a user, or without the shopper's data and price
 * group from the API, nothing but the cookies: the page is then rendered for the visitor alone.
 */
export async function answerPersonalProbe(request: Request): Promise<PersonalProbe | Response> {
  const { redirect: redirected, session } = await startUp(request);
  if (redirected) return redirected;
  const { accessToken, user, shopper, priceGroupId, setCookies } = session;
  if (accessToken === null || user === null || shopper === undefined || priceGroupId === undefined)
    return { setCookies };
  const personal = personalDataJson({ session: { accessToken, user }, shopper });
  return { priceGroupId, accessToken, personal, setCookies };
}

/** True when a price group's render was made with a customer of the group the render cache keys it by. */
function rendersPriceGroup(request: Request, session: ServerSession): boolean {
  if (session.user === null || session.priceGroupId === undefined) return false;
  return request.headers.get(PRICE_GROUP_HEADER) === (session.priceGroupId ?? 'base');
}

/** The name of the cookie a Set-Cookie value sets. */
function cookieNameOf(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf('=')).trim();
}

/**
 * Adds the session's Set-Cookie values to a response, except for cookies the response sets itself: a sign-out's
 * cleared cookies must not be overwritten by the refresh that restored the session on the same request.
 */
function appendSessionCookies(response: Response, cookies: readonly string[]): void {
  const own = new Set(response.headers.getSetCookie().map(cookieNameOf));
  for (const value of cookies) if (!own.has(cookieNameOf(value))) response.headers.append('Set-Cookie', value);
}

/**
 * True when a state-changing request comes from the storefront's own pages: its Origin is the public origin (or the
 * request's own), else, from a browser that sends no Origin, Sec-Fetch-Site says same-origin. Another site's form,
 * link or image never passes.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === serverEnv.publicUrl || origin === new URL(request.url).origin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/**
 * The sign-out action (POST /auth/logout, CSRF-safe): the API revokes the session and clears its cookies, the
 * storefront clears its access cookie, and the visitor goes home (303). A request from another site is refused (403).
 */
export async function signOut(
  request: Request,
  context: Readonly<RouterContextProvider>,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  if (!isSameOriginRequest(request)) throw data('Forbidden', { status: 403, statusText: 'Forbidden' });
  const { accessToken } = getSession(context);
  const setCookies: string[] = [];
  if (accessToken) {
    try {
      const reply = await fetchAsClient(
        request,
        fetchImpl,
      )(
        new Request(`${serverEnv.apiUrl}/api/v1/auth/logout`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${accessToken}`,
            cookie: request.headers.get('cookie') ?? '',
            accept: 'application/json',
          },
          signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
        }),
      );
      setCookies.push(...reply.headers.getSetCookie());
    } catch {
      // The local session ends whatever the API said: the person asked to leave.
    }
  }
  // Whatever the API answered, this browser is signed out: its refresh cookie and the access cookie go.
  const names = new Set(setCookies.map(cookieNameOf));
  if (!names.has(COOKIE_NAMES.refreshToken))
    setCookies.push(`${COOKIE_NAMES.refreshToken}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  setCookies.push(CLEAR_ACCESS_TOKEN_COOKIE);
  const headers = new Headers();
  for (const value of setCookies) headers.append('Set-Cookie', value);
  return redirect('/', { status: 303, headers });
}

/** The session restored for this request. */
export function getSession(context: Readonly<RouterContextProvider>): ServerSession {
  return context.get(sessionContext);
}

/** The signed-in user of this request, or null for a guest. */
export function getSessionUser(context: Readonly<RouterContextProvider>): User | null {
  return getSession(context).user;
}

/**
 * The API client of one server render acting as the shopper: the session's access token and the shopper's own
 * cookies (the anonymous and cart ids), for the cart and favorites, whose owner may be an anonymous visitor.
 */
export function shopperApi(
  request: Request,
  context: Readonly<RouterContextProvider>,
  fetchImpl: typeof fetch = fetch,
) {
  return apiFor(request, getSession(context).accessToken, fetchImpl);
}

/** Path of the login page that brings the visitor back to `request`'s page afterwards. */
export function loginRedirectPath(request: Request): string {
  const back = loginReturnPath(pagePathOf(request));
  return back === '/' ? '/auth/login' : `/auth/login?redirect=${encodeURIComponent(back)}`;
}

/** Auth guard (SPEC 2, signed-in only): returns the user or throws a redirect to the login page. */
export function requireUser(request: Request, context: Readonly<RouterContextProvider>): User {
  const user = getSessionUser(context);
  if (!user) throw redirect(loginRedirectPath(request));
  return user;
}

/** Guest guard (SPEC 2, signed-out only): throws a redirect home when someone is signed in. */
export function requireGuest(context: Readonly<RouterContextProvider>): void {
  if (getSessionUser(context)) throw redirect('/');
}
