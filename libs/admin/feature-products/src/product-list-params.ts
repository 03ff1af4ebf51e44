import { AVAILABILITIES } from './product-form-schema';
import type { Availability, ProductListFilters } from './products-api';

/** Page sizes the list offers; the contract allows 1..100. */
export const PRODUCT_LIST_LIMITS = [10, 20, 50, 100] as const;
/** The contract's default page size. */
export const DEFAULT_PRODUCT_LIST_LIMIT = 20;
/** The contract's limit on `searchQuery`. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function isAvailability(value: string | null): value is Availability {
  return value !== null && (AVAILABILITIES as readonly string[]).includes(value);
}

/** The list filters of a URL; anything malformed falls back to its default rather than failing the page. */
export function parseProductListParams(params: URLSearchParams): ProductListFilters {
  const limit = positiveInt(params.get('limit'));
  const categoryId = params.get('categoryId');
  const availability = params.get('availability');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit !== null && limit <= 100 ? limit : DEFAULT_PRODUCT_LIST_LIMIT,
    searchQuery: (params.get('searchQuery') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    categoryId: categoryId && UUID.test(categoryId) ? categoryId : null,
    availability: isAvailability(availability) ? availability : null,
    includeDeleted: params.get('includeDeleted') === 'true',
  };
}

/** The URL search params of list filters; defaults are left out so shared links stay short. */
export function toProductListParams(filters: ProductListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_PRODUCT_LIST_LIMIT) params.set('limit', String(filters.limit));
  if (filters.searchQuery) params.set('searchQuery', filters.searchQuery);
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  if (filters.availability) params.set('availability', filters.availability);
  if (filters.includeDeleted) params.set('includeDeleted', 'true');
  return params;
}
