import { PAGE_SIZE, type Fixtures } from './fixtures.ts';

/** The common word, and the same word typed on the Latin layout (д→l, а→f, т→n, ч→x, и→b, к→r). */
export const COMMON_WORD = 'датчик';
export const WRONG_LAYOUT_WORD = 'lfnxbr';

/**
 * 'ssr': the product page rendered per request; 'ssr-cached': from the render cache; 'static': a file of its size;
 * 'ssr-signed': a catalogue page of a signed-in group customer (issue #27); 'ssr-cart': their cart page.
 */
export type CaseKind =
  'listing' | 'product' | 'search' | 'admin' | 'ssr' | 'ssr-cached' | 'static' | 'ssr-signed' | 'ssr-cart';

/** One measured page: the API request and the bare baseline request of the same shape. */
export interface BenchCase {
  name: string;
  kind: CaseKind;
  /** Path on the API (or, for 'ssr', on the storefront). */
  path: string;
  headers?: Record<string, string>;
  /** Path on the baseline server. */
  baselinePath: string;
  /** Measured on an API with its caches off (CATALOGUE_CACHE_SECONDS=0): every request runs its queries. */
  cold?: boolean;
}

const q = encodeURIComponent;
const offset = (page: number) => (page - 1) * PAGE_SIZE;

/** The API cases of the benchmark, against the catalogue `f` describes. */
export function apiCases(f: Fixtures): BenchCase[] {
  const listing = (page: number): BenchCase => ({
    name: `listing ${f.categorySlug} p${page} (+facets)`,
    kind: 'listing',
    path: `/api/v1/product/list?categorySlug=${q(f.categorySlug)}&limit=${PAGE_SIZE}&page=${page}`,
    baselinePath: `/listing?categorySlug=${q(f.categorySlug)}&offset=${offset(page)}`,
  });
  const search = (label: string, text: string): BenchCase => ({
    name: `search ${label} '${text}'`,
    kind: 'search',
    path: `/api/v1/search?query=${q(text)}&limit=${PAGE_SIZE}`,
    baselinePath: `/search?query=${q(text)}`,
  });
  return [
    listing(1),
    listing(f.listingDeepPage),
    {
      name: 'product by slug',
      kind: 'product',
      path: `/api/v1/product/by-slug/${q(f.productSlug)}`,
      baselinePath: `/product/${q(f.productSlug)}`,
    },
    search('common', COMMON_WORD),
    search('article', f.article),
    search('wrong layout', WRONG_LAYOUT_WORD),
    ...adminCases(f),
  ];
}

/**
 * Issue #15's cold cases, measured on a second API with its caches off beside the cached run: the category page with
 * its facet counts and the product page, each request running its statements.
 */
export function coldCases(f: Fixtures): BenchCase[] {
  return apiCases(f)
    .filter((c) => c.kind === 'listing' || c.kind === 'product')
    .map((c) => ({ ...c, name: `${c.name}, cold`, cold: true }));
}

/** The admin product list, first and deep page (the only cases at a million products). */
export function adminCases(f: Fixtures): BenchCase[] {
  return [1, f.adminDeepPage].map((page) => ({
    name: `admin list p${page}`,
    kind: 'admin' as const,
    path: `/api/v1/admin/product/list?limit=${PAGE_SIZE}&page=${page}`,
    headers: { authorization: `Bearer ${f.adminToken}` },
    baselinePath: `/admin-list?offset=${offset(page)}`,
  }));
}

/** What a browser accepts: the storefront's pages and files go out brotli-compressed, as they would to a shopper. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

/** The static floor's file, written into the storefront's client build for the run (served like favicon.ico). */
export const FLOOR_FILE = 'bench-static-floor.html';

/**
 * The storefront cases, each with the bare product-by-slug query as its baseline: the server-rendered product page
 * with the render cache off (every page rendered, the lean uncached path), the same page from the render cache, and
 * the floor, a static file of the page's size (and content) served by the same storefront process, precompressed.
 */
export function storefrontCases(f: Fixtures): { uncached: BenchCase; cached: BenchCase; floor: BenchCase } {
  const page = `/product/${q(f.productSlug)}`;
  const base = { headers: BROWSER_ENCODINGS, baselinePath: page };
  return {
    uncached: { name: 'SSR product page, render cache off', kind: 'ssr', path: page, ...base },
    cached: { name: 'SSR product page, render cache', kind: 'ssr-cached', path: page, ...base },
    floor: { name: 'static file of the page size', kind: 'static', path: `/${FLOOR_FILE}`, ...base },
  };
}

/**
 * Issue #27's storefront cases: a signed-in customer of a price group (their access cookie) opening the product page,
 * the biggest category's page and the cart, each judged against the anonymous product page from the render cache.
 */
export function signedInCases(f: Fixtures): BenchCase[] {
  const headers = { ...BROWSER_ENCODINGS, cookie: `access_token=${f.customerToken}` };
  // The baseline of every storefront case: the bare product-by-slug query.
  const baselinePath = `/product/${q(f.productSlug)}`;
  const page = (name: string, kind: CaseKind, path: string): BenchCase => ({ name, kind, path, headers, baselinePath });
  return [
    page('SSR product page, signed-in group customer', 'ssr-signed', `/product/${q(f.productSlug)}`),
    page('SSR category page, signed-in group customer', 'ssr-signed', `/category/${q(f.categorySlug)}`),
    page('SSR /cart, signed-in group customer', 'ssr-cart', '/cart'),
  ];
}
