import { isApiError, unwrap } from '@shop/api-client';
import type { Payload } from '@shop/api-contract';
import { STORAGE_KEYS } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import { redirect, type RouterContextProvider } from 'react-router';
import {
  cachedCategoryTree,
  catalogueApi,
  isNotFound,
  isUnknownAddress,
  notFound,
  prefetchSiteSettings,
  reportLoadFailure,
} from '@shop/storefront-data-access/server';
import { displayPreferenceCookie, readDisplayPreference, type DisplayPreferenceKey } from './display-preference';
import { parsePage, takeCodePoints } from '@shop/storefront-domain';
import {
  LISTING_PAGE_SIZE,
  listingSearch,
  listProductsQuery,
  parseListingParams,
  PARAM,
  type ListingParams,
  type ProductListing,
} from './listing-params';
import type { ListingLayout } from '@shop/storefront-ui-catalogue';

type Context = Readonly<RouterContextProvider>;

/** What every product listing page renders from. */
export interface ListingPageData {
  params: ListingParams;
  layout: ListingLayout;
  /** Null when the API could not be reached (the page says so). */
  listing: ProductListing | null;
  /** Some attribute filters in the URL no longer exist (or are malformed): the list is shown without them. */
  filtersReset: boolean;
}

function cookieOf(request: Request): string | null {
  return request.headers.get('cookie');
}

/**
 * Loads a listing page for `params`. An attribute filter the API rejects (code 6: the attribute was deleted;
 * code 12: a malformed range typed into the URL) must not break the page: the list is loaded again without
 * attribute filters and the page says some filters were dropped.
 */
async function loadListing(
  context: Context,
  params: ListingParams,
  categorySlug?: string,
): Promise<Pick<ListingPageData, 'listing' | 'filtersReset' | 'params'>> {
  const api = catalogueApi(context);
  const hasAttributes = params.attributeValues.length > 0 || Object.keys(params.attributeRanges).length > 0;
  try {
    const listing = unwrap(
      await api.GET('/api/v1/product/list', { params: { query: listProductsQuery(params, categorySlug) } }),
    ).payload;
    return { listing, filtersReset: false, params };
  } catch (error) {
    const rejectedFilter =
      isApiError(error) && (error.code === ErrorCode.RecordNotFound || error.code === ErrorCode.CheckViolation);
    if (rejectedFilter && hasAttributes) {
      const withoutAttributes = { ...params, attributeValues: [], attributeRanges: {} };
      const retried = await loadListing(context, withoutAttributes, categorySlug);
      return { ...retried, filtersReset: true };
    }
    // The category itself vanished between the two calls: the category load answers the 404.
    if (isNotFound(error)) throw error;
    reportLoadFailure('catalogue-listing', error);
    return { listing: null, filtersReset: false, params };
  }
}

/**
 * Sends a listing URL that is not in its canonical form (the empty fields a filter form submits without
 * JavaScript, defaults, values the page would ignore) to the canonical one, so one listing state has one URL.
 * Both sides are serialised by URLSearchParams, so an already canonical URL never redirects again.
 */
export function redirectToCanonicalListing(url: URL, params: ListingParams): void {
  const canonical = listingSearch(params);
  const current = url.searchParams.toString();
  if (current !== canonical.replace(/^\?/, '')) throw redirect(`${url.pathname}${canonical}`);
}

/** /category/{slug}: the category (404 when unknown, deleted or not a well-formed slug), its breadcrumbs and children, and its product listing. */
export async function loadCategoryPage(request: Request, context: Context, categorySlug: string) {
  const url = new URL(request.url);
  const params = parseListingParams(url.searchParams);
  redirectToCanonicalListing(url, params);
  const api = catalogueApi(context);
  const [category, listing] = await Promise.allSettled([
    api
      .GET('/api/v1/category/by-slug/{categorySlug}', { params: { path: { categorySlug } } })
      .then((reply) => unwrap(reply).payload),
    loadListing(context, params, categorySlug),
  ]);
  if (category.status === 'rejected') {
    // An unknown slug, or one the API refuses by format (`/category/a%20b`): no category can live there.
    if (isUnknownAddress(category.reason)) notFound();
    throw category.reason;
  }
  if (listing.status === 'rejected') notFound();
  return {
    ...category.value,
    ...listing.value,
    layout: readDisplayPreference(cookieOf(request), STORAGE_KEYS.categoryProductListDisplayAs),
  };
}

/** The preference key of /all/products: search results and the plain list each remember their own layout. */
export function allProductsPreferenceKey(url: URL): DisplayPreferenceKey {
  return searchQueryOf(url) ? STORAGE_KEYS.searchProductsDisplayAs : STORAGE_KEYS.allProductsDisplayAs;
}

/** The search words of /all/products?q= (trimmed, at most the API's 200 characters), or '' for the plain list. */
export function searchQueryOf(url: URL): string {
  return takeCodePoints((url.searchParams.get(PARAM.query) ?? '').trim(), 200);
}

/** Search results: ranked hits with highlights, or null when the API could not be reached. */
export type SearchResults = Payload<'searchProducts'>;

/** /all/products: the whole catalogue with facets, or with ?q= the ranked search results. */
export async function loadAllProductsPage(request: Request, context: Context) {
  const url = new URL(request.url);
  const query = searchQueryOf(url);
  const layout = readDisplayPreference(cookieOf(request), allProductsPreferenceKey(url));
  if (query === '') {
    const params = parseListingParams(url.searchParams);
    redirectToCanonicalListing(url, params);
    return { mode: 'list' as const, query, layout, ...(await loadListing(context, params)) };
  }
  const page = parsePage(url.searchParams.get(PARAM.page));
  let results: SearchResults | null = null;
  try {
    results = unwrap(
      await catalogueApi(context).GET('/api/v1/search', {
        params: { query: { query, page, limit: LISTING_PAGE_SIZE } },
      }),
    ).payload;
  } catch (error) {
    reportLoadFailure('catalogue-search', error);
  }
  return { mode: 'search' as const, query, layout, page, results };
}

/** /category/list: the whole category tree, or null when the API could not be reached. */
export async function loadCategoryListPage(request: Request) {
  const layout = readDisplayPreference(cookieOf(request), STORAGE_KEYS.categoryListDisplayAs);
  try {
    return { layout, categoryTree: await cachedCategoryTree() };
  } catch (error) {
    reportLoadFailure('catalogue-category-tree', error);
    return { layout, categoryTree: null };
  }
}

/** How many products each home block shows: one row of four on a desktop, two rows of two on a phone. */
const HOME_BLOCK_SIZE = 8;

/**
 * Home showcase: top-level categories, the newest products and in-stock products not already among the newest.
 * Each part fails alone (null), so the hero and the rest of the page still render when the API stumbles.
 */
export async function loadHomeShowcase(context: Context) {
  const api = catalogueApi(context);
  const [tree, newest, inStock] = await Promise.allSettled([
    cachedCategoryTree(),
    api
      .GET('/api/v1/product/list', { params: { query: { sort: 'newest', limit: HOME_BLOCK_SIZE } } })
      .then((reply) => unwrap(reply).payload.productList),
    // Twice the block, so it is still full after dropping the products the newest block already shows.
    api
      .GET('/api/v1/product/list', {
        params: { query: { sort: 'price_desc', availability: ['in_stock'], limit: HOME_BLOCK_SIZE * 2 } },
      })
      .then((reply) => unwrap(reply).payload.productList),
  ]);
  for (const [what, result] of [
    ['home-categories', tree],
    ['home-newest', newest],
    ['home-in-stock', inStock],
  ] as const) {
    if (result.status === 'rejected') reportLoadFailure(what, result.reason);
  }
  const newestList = newest.status === 'fulfilled' ? newest.value : null;
  const shown = new Set(newestList?.map((product) => product.id));
  return {
    categories: tree.status === 'fulfilled' ? tree.value.map(({ children: _children, ...category }) => category) : null,
    newest: newestList,
    inStock:
      inStock.status === 'fulfilled'
        ? inStock.value.filter((product) => !shown.has(product.id)).slice(0, HOME_BLOCK_SIZE)
        : null,
  };
}

/** The home page: the site settings (the hero's free-shipping note) and the showcase, side by side. */
export async function loadHomePage(context: Context) {
  const [dehydratedState, showcase] = await Promise.all([prefetchSiteSettings(context), loadHomeShowcase(context)]);
  return { dehydratedState, showcase };
}

/**
 * The layout switch without JavaScript: its form posts `displayAs` here; the choice goes into the preference
 * cookie and the shopper is sent back to the same listing URL. (With JavaScript the switch sets the cookie itself.)
 */
export async function rememberLayoutAction(request: Request, key: DisplayPreferenceKey): Promise<Response> {
  const url = new URL(request.url);
  const form = await request.formData();
  const value = form.get('displayAs');
  const back = `${url.pathname}${url.search}`;
  if (value !== 'grid' && value !== 'list') return redirect(back);
  return redirect(back, { headers: { 'Set-Cookie': displayPreferenceCookie(key, value) } });
}
