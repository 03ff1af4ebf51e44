/**
 * The two mixes of the capacity bench, as lists of requests through the storefront's nginx port, and the rotation that
 * hands them to the load's connections. A browser's full page loads, so a visitor's are mostly answered from the
 * render cache, with the few JSON GETs a page's script makes through the storefront; a signed-in customer's pages are
 * all rendered for them (the render cache keeps anonymous pages only), plus their cart.
 */
import { BROWSER_ENCODINGS } from '../catalog/cases.ts';

export type MixName = 'anonymous' | 'signed-in';

/** The demo catalogue's addresses the mixes walk over. */
export interface MixCatalogue {
  productSlugs: readonly string[];
  categorySlugs: readonly string[];
  /** Words a visitor searches for, one per visit in turn; the search box suggests for their first four letters. */
  searchWords: readonly string[];
}

/** One request of a mix. */
export interface MixEntry {
  path: string;
  /** 'page': a storefront page (HTML); 'api': a JSON GET through the storefront, as a page's script makes it. */
  kind: 'page' | 'api';
  /** A page the render cache may answer for a visitor (it keeps no page of a signed-in customer). */
  cacheable: boolean;
}

/** Visits a mix is made of: each takes the next products and categories, so one mix spans 90 product pages. */
export const VISITS = 10;
const PRODUCTS_PER_VISIT = 9;
const CATEGORIES_PER_VISIT = 3;

const at = (items: readonly string[], i: number) => encodeURIComponent(items[i % items.length] as string);
/** Where the storefront's search lives: /search answers 301 to it, so a browser ends up here (and so may the render cache). */
const searchPage = (word: string) => `/all/products?q=${encodeURIComponent(word)}`;
const page = (path: string, cacheable = true): MixEntry => ({ path, kind: 'page', cacheable });
const api = (path: string): MixEntry => ({ path, kind: 'api', cacheable: false });

/**
 * The `n`-th visit: 16 pages (home twice, three categories, the category list, nine products, one search's results)
 * and 4 JSON GETs (a product twice, a category's listing, search suggestions); a signed-in customer also opens the
 * cart page twice and the cart's JSON twice.
 */
export function visit(c: MixCatalogue, n: number, mix: MixName): MixEntry[] {
  const product = (i: number) => at(c.productSlugs, n * PRODUCTS_PER_VISIT + i);
  const category = (i: number) => at(c.categorySlugs, n * CATEGORIES_PER_VISIT + i);
  const word = c.searchWords[n % c.searchWords.length] ?? '';
  const entries = [
    page('/'),
    page(`/category/${category(0)}`),
    page(`/product/${product(0)}`),
    page(`/product/${product(1)}`),
    page(`/product/${product(2)}`),
    api(`/api/v1/product/by-slug/${product(2)}`),
    page(`/category/${category(1)}`),
    page(`/product/${product(3)}`),
    page(`/product/${product(4)}`),
    page(`/product/${product(5)}`),
    api(`/api/v1/search/suggest?query=${encodeURIComponent([...word].slice(0, 4).join(''))}`),
    page(searchPage(word)),
    page(`/product/${product(6)}`),
    page(`/product/${product(7)}`),
    page('/category/list'),
    page(`/product/${product(8)}`),
    api(`/api/v1/product/list?categorySlug=${category(2)}&limit=24`),
    page(`/category/${category(2)}`),
    page('/'),
    api(`/api/v1/product/by-slug/${product(5)}`),
  ];
  if (mix === 'anonymous') return entries;
  const cart = [page('/cart', false), api('/api/v1/cart')];
  return [...entries.slice(0, 10), ...cart, ...entries.slice(10), ...cart].map((e) => ({ ...e, cacheable: false }));
}

/** A whole mix: {@link VISITS} visits one after another. */
export function buildMix(c: MixCatalogue, mix: MixName): MixEntry[] {
  return Array.from({ length: VISITS }, (_, n) => visit(c, n, mix)).flat();
}

/** The paths of a mix without repeats, in the order they first come. */
export const distinctPaths = (mix: readonly MixEntry[]) => [...new Set(mix.map((e) => e.path))];

/** One request as it is sent. */
export interface OutgoingRequest {
  path: string;
  headers: Record<string, string>;
}

const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The headers a browser sends with `entry`, signed in with `accessToken` (the storefront's cookie, and Bearer to the API). */
export function browserHeaders(entry: MixEntry, accessToken: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    accept: entry.kind === 'page' ? PAGE_ACCEPT : 'application/json',
    'accept-language': 'ru-RU,ru;q=0.9',
    ...BROWSER_ENCODINGS,
  };
  if (accessToken === undefined) return headers;
  headers['cookie'] = `access_token=${accessToken}`;
  if (entry.kind === 'api') headers['authorization'] = `Bearer ${accessToken}`;
  return headers;
}

/**
 * The requests of `mix` in turn, shared by all connections (so the proportions hold however fast each one goes), for
 * the customers of `accessTokens` in turn (none: a visitor). Each pass over the mix moves every customer on by one,
 * so no customer keeps the same pages.
 */
export function rotation(mix: readonly MixEntry[], accessTokens: readonly string[] = []): () => OutgoingRequest {
  if (mix.length === 0) throw new Error('rotation: an empty mix');
  let n = 0;
  return () => {
    const entry = mix[n % mix.length] as MixEntry;
    const customer = (n + Math.floor(n / mix.length)) % Math.max(1, accessTokens.length);
    n += 1;
    return { path: entry.path, headers: browserHeaders(entry, accessTokens[customer]) };
  };
}
