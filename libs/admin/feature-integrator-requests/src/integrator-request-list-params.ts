import { parseListPageQuery, withListPageQuery } from '@shop/admin-ui-data';
import type { IntegratorRequestListFilters, IntegratorRequestStatus } from './integrator-requests-api';

/** Every status, in the order the filter offers them. */
export const INTEGRATOR_REQUEST_STATUSES: readonly IntegratorRequestStatus[] = [
  'pending',
  'confirmed',
  'rejected',
  'self-denial',
];

/** The status the list opens with: the requests waiting for a decision. */
export const DEFAULT_STATUS: IntegratorRequestStatus = 'pending';

/** The URL value of "every status" (no `status` in the URL means {@link DEFAULT_STATUS}). */
export const ANY_STATUS = 'all';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isStatus(value: string | null): value is IntegratorRequestStatus {
  return value !== null && (INTEGRATOR_REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The list filters of a URL: pending requests by default, `status=all` for every status; anything malformed falls back. */
export function parseIntegratorRequestListParams(params: URLSearchParams): IntegratorRequestListFilters {
  const status = params.get('status');
  const userId = params.get('userId');
  return {
    ...parseListPageQuery(params),
    status: status === ANY_STATUS ? null : isStatus(status) ? status : DEFAULT_STATUS,
    userId: userId && UUID.test(userId) ? userId.toLowerCase() : null,
  };
}

/** The URL search params of list filters; defaults are left out so shared links stay short. */
export function toIntegratorRequestListParams(filters: IntegratorRequestListFilters): URLSearchParams {
  const params = withListPageQuery(new URLSearchParams(), filters);
  if (filters.status === null) params.set('status', ANY_STATUS);
  else if (filters.status !== DEFAULT_STATUS) params.set('status', filters.status);
  if (filters.userId) params.set('userId', filters.userId);
  return params;
}

/** True when the list shows anything but the default view (all pending requests). */
export function hasFilters(filters: IntegratorRequestListFilters): boolean {
  return Boolean(filters.searchQuery || filters.userId || filters.status !== DEFAULT_STATUS);
}
