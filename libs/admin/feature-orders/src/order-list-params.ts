import { parseListPageQuery, withListPageQuery } from '@shop/admin-ui-data';
import type { OrderFilters, OrderListFilters, OrderStatus } from './orders-api';

/** Every order status, in the order the filter offers them. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['created', 'completed', 'canceled'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** A calendar day as YYYY-MM-DD, or null for anything else (also 2026-02-30). */
function day(value: string | null): string | null {
  const match = value === null ? null : DAY.exec(value);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date
    ? value
    : null;
}

/** The list filters of a URL (paging and search as every admin list reads them); anything malformed falls back to "any". */
export function parseOrderListParams(params: URLSearchParams): OrderListFilters {
  const userId = params.get('userId');
  const status = params.get('status');
  return {
    ...parseListPageQuery(params),
    status: isStatus(status) ? status : null,
    userId: userId && UUID.test(userId) ? userId.toLowerCase() : null,
    createdFrom: day(params.get('createdFrom')),
    createdTo: day(params.get('createdTo')),
  };
}

/** The URL search params of list filters; defaults are left out so shared links stay short. */
export function toOrderListParams(filters: OrderListFilters): URLSearchParams {
  const params = withListPageQuery(new URLSearchParams(), filters);
  if (filters.status) params.set('status', filters.status);
  if (filters.userId) params.set('userId', filters.userId);
  if (filters.createdFrom) params.set('createdFrom', filters.createdFrom);
  if (filters.createdTo) params.set('createdTo', filters.createdTo);
  return params;
}

/** The filters of a list view without its paging: what the export takes. */
export function filtersOf({ searchQuery, status, userId, createdFrom, createdTo }: OrderListFilters): OrderFilters {
  return { searchQuery, status, userId, createdFrom, createdTo };
}

/** True when the list is narrowed by anything. */
export function hasFilters(filters: OrderFilters): boolean {
  return Boolean(filters.searchQuery || filters.status || filters.userId || filters.createdFrom || filters.createdTo);
}
