import { COOKIE_NAMES, REQUEST_ID_HEADER, STORAGE_KEYS, readCookie, toColorMode } from '@shop/domain';

/**
 * Marks the render cache's own renders (set by it, stripped from visitors' requests), with the kind of page in
 * {@link SHARED_RENDER}: the root loader leaves the shopper's cart and favorites out of such a page, so the browser
 * loads them itself (or, on a price group's page, takes them from the page's personal data).
 */
export const SHARED_RENDER_HEADER = 'x-storefront-shared-render';

/**
 * The kinds of shared render: a page for visitors without a session, and one for every signed-in customer of a price
 * group (issue #27), rendered with one of them's access token for the prices and with no session in the page.
 */
export const SHARED_RENDER = { anonymous: '1', priceGroup: 'price-group' } as const;

/** On a price group's render: the group the render cache keys it by ('base' for base prices). */
export const PRICE_GROUP_HEADER = 'x-storefront-price-group';

/**
 * What the build's start-up tells the render cache of a signed-in visitor: whose prices they see, the access token a
 * render for their price group may use, and their own data for the page's personal gap. Without `personal` their page
 * cannot come from a group's cache (the session is gone, or the API could not say): it is rendered for them alone.
 */
export interface PersonalProbe {
  priceGroupId?: string | null;
  accessToken?: string;
  /** JSON, safe inside a `<script>` element: what {@link PERSONAL_DATA_PLACEHOLDER} is replaced with. */
  personal?: string;
  /** Set-Cookie values of the restored session (a rotated refresh cookie, the access cookie), for the response. */
  setCookies: string[];
}

/** Where a price group's page has the shopper's own data: the text of the `<script>` element of this id. */
export const PERSONAL_DATA_ELEMENT_ID = 'shopper-personal';

/** Stands for the shopper's data in a price group's kept page; each response puts the visitor's own in its place. */
export const PERSONAL_DATA_PLACEHOLDER = 'ShopperPersonalData0Storefront';

/** The storefront's cookie caching the session's access token (see data-access session.server.ts). */
const ACCESS_TOKEN_COOKIE = 'access_token';

/**
 * Pages the render cache may keep: home, the catalogue (category list, a category, all products, a product in either
 * address) and the content pages: for visitors without a session, and for signed-in customers by price group. Search
 * (a redirect to all products), the account and checkout are always rendered for the visitor, and so is the cart but
 * for a price group's customers ({@link PRICE_GROUP_ONLY_PATHS}).
 */
const CACHEABLE_PATHS = [
  /^\/$/,
  /^\/(contact|delivery|user-agreement|application-conditions)$/,
  /^\/all\/products$/,
  /^\/category\/list$/,
  /^\/category\/[^/]+$/,
  /^\/product\/[^/]+$/,
  /^\/category\/[^/]+\/product\/[^/]+$/,
];

/**
 * Pages kept for a price group's customers only: the cart, whose lines, totals and buttons are drawn from the
 * page's personal data once it has hydrated (a shared render shows the cart as loading). A visitor without a
 * session has no personal data in the page, so theirs is rendered for them.
 */
const PRICE_GROUP_ONLY_PATHS = [/^\/cart$/];

/** True for a page path (no query) whose anonymous render can be shared. */
export function isCacheablePath(pathname: string): boolean {
  // Client navigations' data (`/<path>.data`) carry the root loader's session data; never shared.
  if (pathname.endsWith('.data')) return false;
  return CACHEABLE_PATHS.some((pattern) => pattern.test(pathname));
}

/** True for a page path (no query) that a price group's customers can share (issue #27). */
export function isPriceGroupCacheablePath(pathname: string): boolean {
  return isCacheablePath(pathname) || PRICE_GROUP_ONLY_PATHS.some((pattern) => pattern.test(pathname));
}

/** True when the Cookie header carries a session (the API's refresh cookie or the storefront's access cookie). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (
    readCookie(cookieHeader, COOKIE_NAMES.refreshToken) !== null ||
    readCookie(cookieHeader, ACCESS_TOKEN_COOKIE) !== null
  );
}

/** Everything an anonymous page depends on besides the data: the address, the page's cookies, crawler or browser. */
export interface PageVariant {
  /** Origin the page's canonical and Open Graph links are built from (STOREFRONT_PUBLIC_URL, else the request's). */
  origin: string;
  /** Path and query exactly as requested. */
  pathAndQuery: string;
  /** The visitor's cookies that change a page (see {@link pageCookiesOf}), as a Cookie header; '' for none. */
  cookies: string;
  /** Crawlers get the whole page at once and no error page (SPEC 2). */
  bot: boolean;
}

/**
 * The render cache's key of a page variant, and for signed-in customers of their price group's (`null`: base prices).
 * The site settings are not in it: a settings change purges everything.
 */
export function pageKey(v: PageVariant, priceGroupId?: string | null): string {
  const page = `${v.bot ? 'bot' : 'browser'} ${v.cookies} ${v.origin}${v.pathAndQuery}`;
  return priceGroupId === undefined ? page : `price-group:${priceGroupId ?? 'base'} ${page}`;
}

/**
 * True for the key of a page kept for the customers of a customer group (not of base prices): the pages that show
 * free quantities of counted stock (issue #28), which a group purge (the API's `stock` change) drops.
 */
export function isCustomerGroupPageKey(key: string): boolean {
  return key.startsWith('price-group:') && !key.startsWith('price-group:base ');
}

/** The listings' grid/list choices (SPEC 3), which their server render reads. */
const DISPLAY_COOKIES = [
  STORAGE_KEYS.categoryListDisplayAs,
  STORAGE_KEYS.categoryProductListDisplayAs,
  STORAGE_KEYS.allProductsDisplayAs,
  STORAGE_KEYS.searchProductsDisplayAs,
];

/**
 * The cookies a page's server render reads besides the session: the colour mode and the listings' grid/list
 * choices, each only with a value the page knows (any other value renders as its absence), in a fixed order. The
 * shared render gets these and nothing else, so no cart, favorites or session cookie can reach a shared page.
 */
export function pageCookiesOf(cookieHeader: string | undefined): string {
  const parts: string[] = [];
  const mode = toColorMode(readCookie(cookieHeader, COOKIE_NAMES.colorMode));
  if (mode !== null && mode !== 'system') parts.push(`${COOKIE_NAMES.colorMode}=${mode}`);
  for (const name of DISPLAY_COOKIES) {
    const layout = readCookie(cookieHeader, name);
    if (layout === 'list') parts.push(`${name}=list`);
  }
  return parts.join('; ');
}

/** User agents of the shared renders: one browser and one crawler, so both kinds of page render as for a visitor. */
const RENDER_USER_AGENT = {
  browser: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

/** A price group's render: the group and the access token of one of its customers (see {@link PersonalProbe}). */
export interface PriceGroupRender {
  priceGroupId: string | null;
  accessToken: string;
}

/**
 * The request of the shared render of `v`: of the visitor's cookies only the page's own (no session, cart or
 * favorites cookie can reach it), marked with {@link SHARED_RENDER_HEADER}. For a price group, the access cookie of
 * `group`'s token goes along too, for the group's prices (the root loader leaves the session out of the page). It
 * carries the id of the visitor's request that set it off (`requestId`), so the API logs the render's calls under the
 * id the storefront logged that request with.
 */
export function sharedRenderRequest(v: PageVariant, requestId?: string, group?: PriceGroupRender): Request {
  const headers = new Headers({
    accept: 'text/html',
    'user-agent': v.bot ? RENDER_USER_AGENT.bot : RENDER_USER_AGENT.browser,
    [SHARED_RENDER_HEADER]: group === undefined ? SHARED_RENDER.anonymous : SHARED_RENDER.priceGroup,
  });
  const cookies = [v.cookies, group === undefined ? '' : `${ACCESS_TOKEN_COOKIE}=${group.accessToken}`];
  const cookie = cookies.filter((part) => part !== '').join('; ');
  if (cookie !== '') headers.set('cookie', cookie);
  if (group !== undefined) headers.set(PRICE_GROUP_HEADER, group.priceGroupId ?? 'base');
  if (requestId !== undefined) headers.set(REQUEST_ID_HEADER, requestId);
  return new Request(v.origin + v.pathAndQuery, { method: 'GET', headers });
}
