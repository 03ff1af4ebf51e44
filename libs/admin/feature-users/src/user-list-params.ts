import type { UserListFilters } from './users-api';

/** Page sizes the list offers; the contract allows 1..100. */
export const USER_LIST_LIMITS = [10, 20, 50, 100] as const;
/** The contract's default page size. */
export const DEFAULT_USER_LIST_LIMIT = 20;
/** The contract's limit on `searchQuery`. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** The list filters of a URL; anything malformed falls back to the defaults rather than failing the page. */
export function parseUserListParams(params: URLSearchParams): UserListFilters {
  const limit = positiveInt(params.get('limit'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit !== null && limit <= 100 ? limit : DEFAULT_USER_LIST_LIMIT,
    searchQuery: (params.get('searchQuery') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
  };
}

/** The URL search params of list filters; defaults are left out so shared links stay short. */
export function toUserListParams(filters: UserListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_USER_LIST_LIMIT) params.set('limit', String(filters.limit));
  if (filters.searchQuery) params.set('searchQuery', filters.searchQuery);
  return params;
}
