import { formatNumber } from '@shop/i18n-ru';

/** Page sizes the admin lists offer; the contract allows 1..100. */
export const LIST_LIMITS = [10, 20, 50, 100] as const;
/** The contract's default page size. */
export const DEFAULT_LIST_LIMIT = 20;
/** The contract's largest page size. */
const MAX_LIST_LIMIT = 100;
/** The contract's limit on `searchQuery`. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** Paging and search of an admin list, as its URL carries them. */
export interface ListPageQuery {
  page: number;
  limit: number;
  searchQuery: string;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** Paging and search of a URL; anything malformed falls back to the defaults rather than failing the page. */
export function parseListPageQuery(params: URLSearchParams): ListPageQuery {
  const limit = positiveInt(params.get('limit'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit !== null && limit <= MAX_LIST_LIMIT ? limit : DEFAULT_LIST_LIMIT,
    searchQuery: (params.get('searchQuery') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
  };
}

/**
 * A copy of `params` with paging and search written in (other params, like `id`, stay); defaults are
 * left out so shared links stay short.
 */
export function withListPageQuery(params: URLSearchParams, query: ListPageQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['page', 'limit', 'searchQuery']) next.delete(key);
  if (query.page > 1) next.set('page', String(query.page));
  if (query.limit !== DEFAULT_LIST_LIMIT) next.set('limit', String(query.limit));
  if (query.searchQuery) next.set('searchQuery', query.searchQuery);
  return next;
}

/** The page sizes to offer: the standard ones plus whatever the URL asked for. */
export function limitChoices(current: number): number[] {
  return [...new Set([...LIST_LIMITS, current])].sort((a, b) => a - b);
}

/** A list's total as the pager shows it: `cappedLabel` ('10 000+') when the API stopped counting at `cap`, else the number. */
export function totalLabel(total: number, cap: number, cappedLabel: string): string {
  return total >= cap ? cappedLabel : formatNumber(total);
}
