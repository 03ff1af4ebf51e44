import { parseListPageQuery, withListPageQuery } from '@shop/admin-ui-data';
import { PAYMENT_STATUSES, SHIPMENT_STATUSES } from '@shop/domain';
import type { OrderFilters, OrderListFilters, OrderStatus } from './orders-api';

/** Every order status, in the order the filter offers them. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['created', 'completed', 'canceled'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `value` when it is one of `choices`, else null (a malformed filter reads as "any"). */
function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;
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
  return {
    ...parseListPageQuery(params),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
    shipmentStatus: oneOf(SHIPMENT_STATUSES, params.get('shipmentStatus')),
    userId: userId && UUID.test(userId) ? userId.toLowerCase() : null,
    createdFrom: day(params.get('createdFrom')),
    createdTo: day(params.get('createdTo')),
  };
}

/** The URL search params of list filters; defaults are left out so shared links stay short. */
export function toOrderListParams(filters: OrderListFilters): URLSearchParams {
  const params = withListPageQuery(new URLSearchParams(), filters);
  if (filters.status) params.set('status', filters.status);
  if (filters.paymentStatus) params.set('paymentStatus', filters.paymentStatus);
  if (filters.shipmentStatus) params.set('shipmentStatus', filters.shipmentStatus);
  if (filters.userId) params.set('userId', filters.userId);
  if (filters.createdFrom) params.set('createdFrom', filters.createdFrom);
  if (filters.createdTo) params.set('createdTo', filters.createdTo);
  return params;
}

/** The filters of a list view without its paging: what the export takes. */
export function filtersOf({ page: _page, limit: _limit, ...filters }: OrderListFilters): OrderFilters {
  return filters;
}

/** No filter at all: what «Сбросить фильтры» returns to. */
export const NO_FILTERS: OrderFilters = {
  searchQuery: '',
  status: null,
  paymentStatus: null,
  shipmentStatus: null,
  userId: null,
  createdFrom: null,
  createdTo: null,
};

/** True when the list is narrowed by anything. */
export function hasFilters(filters: OrderFilters): boolean {
  return (Object.keys(NO_FILTERS) as (keyof OrderFilters)[]).some((key) => Boolean(filters[key]));
}
