import type { Payload, QueryParams, Schema } from '@shop/api-contract';
import { parsePage } from '@shop/storefront-domain';

/** Products per listing page: divides evenly into the grid's 2, 3 and 4 columns. */
export const LISTING_PAGE_SIZE = 24;

export type ProductSort = Schema<'ProductSort'>;
/** A page of products with the facets of the whole result (listProducts). */
export type ProductListing = Payload<'listProducts'>;
export type Availability = Schema<'Availability'>;

export const PRODUCT_SORTS: readonly ProductSort[] = ['newest', 'price_asc', 'price_desc', 'title_asc', 'title_desc'];
export const DEFAULT_SORT: ProductSort = 'newest';

/** Stock states a shopper can filter by (not_sold products are never listed). */
export const FILTERABLE_AVAILABILITY: readonly Availability[] = ['in_stock', 'on_order'];

/**
 * Names of the listing's URL parameters. The filter form is a plain GET form, so these are also its field names:
 * `attribute` repeats as `<attributeId>:<value>` (the API's own format) and a number attribute's bounds are two
 * fields, `attr_min.<attributeId>` and `attr_max.<attributeId>`, folded into `<attributeId>:<min>..<max>`.
 */
export const PARAM = {
  query: 'q',
  page: 'page',
  sort: 'sort',
  priceMin: 'price_min',
  priceMax: 'price_max',
  availability: 'availability',
  attribute: 'attribute',
  attributeMin: 'attr_min.',
  attributeMax: 'attr_max.',
} as const;

/** The listing state a URL describes; anything malformed is dropped rather than sent to the API. */
export interface ListingParams {
  page: number;
  sort: ProductSort;
  priceMin: string | null;
  priceMax: string | null;
  availability: Availability[];
  /** `<attributeId>:<value>` for string, enum and boolean attributes. */
  attributeValues: string[];
  /** Number attribute bounds by attribute id (either may be null). */
  attributeRanges: Record<string, { min: string | null; max: string | null }>;
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const ATTRIBUTE_ID = /^[0-9a-fA-F-]{36}$/;
const ATTRIBUTE_VALUE = /^[0-9a-fA-F-]{36}:.+$/;
/** The API's limits on attribute filters (maxItems 50, maxLength 300). */
const MAX_ATTRIBUTE_FILTERS = 50;
const MAX_ATTRIBUTE_LENGTH = 300;

function money(value: string | null): string | null {
  const trimmed = value?.trim().replace(',', '.') ?? '';
  return MONEY.test(trimmed) ? trimmed : null;
}

function numberBound(value: string | null): string | null {
  const trimmed = value?.trim().replace(',', '.') ?? '';
  return NUMBER.test(trimmed) ? trimmed : null;
}

/** Reads the listing state from a URL's query string. */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const sort = search.get(PARAM.sort);
  const availability = [...new Set(search.getAll(PARAM.availability))].filter((value): value is Availability =>
    (FILTERABLE_AVAILABILITY as readonly string[]).includes(value),
  );
  const attributeValues = [...new Set(search.getAll(PARAM.attribute))].filter(
    (value) => ATTRIBUTE_VALUE.test(value) && value.length <= MAX_ATTRIBUTE_LENGTH,
  );
  const attributeRanges: ListingParams['attributeRanges'] = {};
  for (const [name, value] of search) {
    const bound = name.startsWith(PARAM.attributeMin) ? 'min' : name.startsWith(PARAM.attributeMax) ? 'max' : null;
    if (bound === null) continue;
    const id = name.slice(bound === 'min' ? PARAM.attributeMin.length : PARAM.attributeMax.length).toLowerCase();
    const parsed = numberBound(value);
    if (!ATTRIBUTE_ID.test(id) || parsed === null) continue;
    attributeRanges[id] = { min: null, max: null, ...attributeRanges[id], [bound]: parsed };
  }
  return {
    page: parsePage(search.get(PARAM.page)),
    sort: (PRODUCT_SORTS as readonly (string | null)[]).includes(sort) ? (sort as ProductSort) : DEFAULT_SORT,
    priceMin: money(search.get(PARAM.priceMin)),
    priceMax: money(search.get(PARAM.priceMax)),
    availability,
    attributeValues: attributeValues.slice(0, MAX_ATTRIBUTE_FILTERS),
    attributeRanges,
  };
}

/** The `attribute` filters of the API: the values, then each range as `<id>:<min>..<max>`, within its limit of 50. */
export function attributeFilters(params: Pick<ListingParams, 'attributeValues' | 'attributeRanges'>): string[] {
  const ranges = Object.entries(params.attributeRanges).map(([id, { min, max }]) => `${id}:${min ?? ''}..${max ?? ''}`);
  return [...params.attributeValues, ...ranges].slice(0, MAX_ATTRIBUTE_FILTERS);
}

/** True when any filter (not sort or page) narrows the listing. */
export function hasFilters(params: ListingParams): boolean {
  return (
    params.priceMin !== null ||
    params.priceMax !== null ||
    params.availability.length > 0 ||
    params.attributeValues.length > 0 ||
    Object.keys(params.attributeRanges).length > 0
  );
}

/** The listProducts query of a listing state (`categorySlug` absent for all products). */
export function listProductsQuery(params: ListingParams, categorySlug?: string): QueryParams<'listProducts'> {
  const attribute = attributeFilters(params);
  return {
    page: params.page,
    limit: LISTING_PAGE_SIZE,
    sort: params.sort,
    ...(categorySlug ? { categorySlug } : {}),
    ...(params.priceMin !== null ? { priceMin: params.priceMin } : {}),
    ...(params.priceMax !== null ? { priceMax: params.priceMax } : {}),
    ...(params.availability.length > 0 ? { availability: params.availability } : {}),
    ...(attribute.length > 0 ? { attribute } : {}),
  };
}

/**
 * The canonical query string of a listing state: defaults (page 1, newest) and empty fields left out, so a
 * submitted filter form and a link to the same state give one URL. `q` is carried for search results.
 */
export function listingSearch(params: ListingParams, query?: string | null): string {
  const search = new URLSearchParams();
  if (query) search.set(PARAM.query, query);
  if (params.sort !== DEFAULT_SORT) search.set(PARAM.sort, params.sort);
  if (params.priceMin !== null) search.set(PARAM.priceMin, params.priceMin);
  if (params.priceMax !== null) search.set(PARAM.priceMax, params.priceMax);
  for (const value of params.availability) search.append(PARAM.availability, value);
  for (const value of params.attributeValues) search.append(PARAM.attribute, value);
  for (const [id, { min, max }] of Object.entries(params.attributeRanges)) {
    if (min !== null) search.set(`${PARAM.attributeMin}${id}`, min);
    if (max !== null) search.set(`${PARAM.attributeMax}${id}`, max);
  }
  if (params.page > 1) search.set(PARAM.page, String(params.page));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The query of a listing's canonical URL: the page number only, so sorted and filtered variants point search
 * engines at the plain list while each of its pages stays indexable.
 */
export function canonicalListingSearch(params: Pick<ListingParams, 'page'>): string {
  return params.page > 1 ? `?${PARAM.page}=${params.page}` : '';
}
