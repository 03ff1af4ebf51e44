import { createApiClient, unwrap } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import {
  NEVER_LIVE,
  PersonalMemo,
  PurgeableMemo,
  type PersonalLoaded,
  SHARED_RENDER,
  SHARED_RENDER_HEADER,
  type PurgeSource,
} from '@shop/storefront-render-cache';
import { serverEnv } from './env.server';
import { askRedirect, type RouteRedirect } from './redirect-lookup';
import { SERVER_TIMEOUT_MS } from './server-timeout';
import { fetchSiteSettings, type SiteSettings } from './site-settings';

/** Paths whose redirect answer is remembered (least recently asked out first). */
const REDIRECT_ENTRIES = 10_000;

/** Signed-in sessions whose shopper context is remembered (least recently asked out first). */
const SHOPPER_CONTEXT_ENTRIES = 10_000;

/**
 * The longest a session's shopper context is kept: the API tells the storefronts of every change of the user's own
 * context (their writes, an administrator's, a sign-in elsewhere), so this only bounds a change nothing told of.
 */
export const SHOPPER_CONTEXT_TTL_MS = 30_000;

/**
 * Answers of the API the storefront process keeps between pages, exact while the change stream is live (see
 * {@link attachChangeFeed}): the redirect look-up of each page path, the public site settings, the category tree
 * (the same for every visitor: it has no prices) and, per signed-in session, the shopper context (issue #27).
 * Until a stream is attached (tests, the dev server, the render cache switched off) they are asked for on every
 * page.
 */
const redirects = new PurgeableMemo<string, RouteRedirect | null>(NEVER_LIVE, REDIRECT_ENTRIES);
const settings = new PurgeableMemo<'settings', SiteSettings>(NEVER_LIVE, 1);
const categoryTree = new PurgeableMemo<'tree', Schema<'CategoryTreeNode'>[]>(NEVER_LIVE, 1);
const shopperContexts = new PersonalMemo<unknown>(NEVER_LIVE, SHOPPER_CONTEXT_ENTRIES, SHOPPER_CONTEXT_TTL_MS);

/**
 * Hands the server process's change stream to this build's caches. The server build bundles its own copy of this
 * lib, so server.ts reaches it through the entry module (app/entry.server.tsx re-exports it).
 */
export function attachChangeFeed(source: PurgeSource): void {
  redirects.attach(source);
  settings.attach(source);
  categoryTree.attach(source);
  shopperContexts.attach(source);
}

/**
 * A signed-in session's shopper context (the user, the cart, the favorite ids and the price group), remembered by
 * `key` (the session's access token and the cart it presents) while the change stream is live, until the user's own
 * context changes, a purge, the token's end or {@link SHOPPER_CONTEXT_TTL_MS}; `load` says what may be kept.
 */
export function cachedShopperContext<V>(key: string, load: () => Promise<PersonalLoaded<V>>): Promise<V> {
  return shopperContexts.get(key, load) as Promise<V>;
}

/** The redirect of a page path (SPEC 2), remembered while the change stream is live; a failed look-up is not kept. */
export function cachedRedirect(path: string): Promise<RouteRedirect | null> {
  return redirects.get(path, async () => {
    const { redirect, definite } = await askRedirect(path, { apiUrl: serverEnv.apiUrl });
    return { value: redirect, keep: definite };
  });
}

/** The public site settings, remembered while the change stream is live; a failure throws and is not kept. */
export function cachedSiteSettings(): Promise<SiteSettings> {
  return settings.get('settings', async () => ({ value: await fetchSiteSettings(serverEnv.apiUrl), keep: true }));
}

/** The public category tree, remembered while the change stream is live; a failure throws and is not kept. */
export function cachedCategoryTree(): Promise<Schema<'CategoryTreeNode'>[]> {
  return categoryTree.get('tree', async () => {
    const api = createApiClient({ baseUrl: serverEnv.apiUrl, timeoutMs: SERVER_TIMEOUT_MS });
    return { value: unwrap(await api.GET('/api/v1/category/tree')).payload.categoryTree, keep: true };
  });
}

/**
 * True for the render cache's own render of a page, anonymous or a price group's: it carries no cookie of the
 * visitor's, so the page leaves the cart and favorites for the browser to load (or take from the page's personal
 * data) rather than claim them empty.
 */
export function isSharedRender(request: Request): boolean {
  const kind = request.headers.get(SHARED_RENDER_HEADER);
  return kind === SHARED_RENDER.anonymous || kind === SHARED_RENDER.priceGroup;
}

/** True for the render cache's render of a page for a price group's customers (issue #27): no session in the page. */
export function isPriceGroupRender(request: Request): boolean {
  return request.headers.get(SHARED_RENDER_HEADER) === SHARED_RENDER.priceGroup;
}
