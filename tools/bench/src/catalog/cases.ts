import { PAGE_SIZE, type Fixtures } from './fixtures.ts';

/** The common word, and the same word typed on the Latin layout (д→l, а→f, т→n, ч→x, и→b, к→r). */
export const COMMON_WORD = 'датчик';
export const WRONG_LAYOUT_WORD = 'lfnxbr';

export type CaseKind = 'listing' | 'product' | 'search' | 'admin' | 'ssr';

/** One measured page: the API request and the bare baseline request of the same shape. */
export interface BenchCase {
  name: string;
  kind: CaseKind;
  /** Path on the API (or, for 'ssr', on the storefront). */
  path: string;
  headers?: Record<string, string>;
  /** Path on the baseline server. */
  baselinePath: string;
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
    { name: 'product by slug', kind: 'product', path: `/api/v1/product/by-slug/${q(f.productSlug)}`, baselinePath: `/product/${q(f.productSlug)}` },
    search('common', COMMON_WORD),
    search('article', f.article),
    search('wrong layout', WRONG_LAYOUT_WORD),
    ...adminCases(f),
  ];
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

/** The storefront's server-rendered product page; its baseline is the bare product-by-slug query. */
export function ssrCase(f: Fixtures): BenchCase {
  return { name: 'SSR product page', kind: 'ssr', path: `/product/${q(f.productSlug)}`, baselinePath: `/product/${q(f.productSlug)}` };
}
