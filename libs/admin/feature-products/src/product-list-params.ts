import { parseListPageQuery, withListPageQuery } from '@shop/admin-ui-data';
import { AVAILABILITIES } from './product-form-schema';
import type { Availability, ProductListFilters } from './products-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isAvailability(value: string | null): value is Availability {
  return value !== null && (AVAILABILITIES as readonly string[]).includes(value);
}

/** The list filters of a URL (paging and search as every admin list reads them); anything malformed falls back to its default rather than failing the page. */
export function parseProductListParams(params: URLSearchParams): ProductListFilters {
  const categoryId = params.get('categoryId');
  const availability = params.get('availability');
  return {
    ...parseListPageQuery(params),
    categoryId: categoryId && UUID.test(categoryId) ? categoryId : null,
    availability: isAvailability(availability) ? availability : null,
    includeDeleted: params.get('includeDeleted') === 'true',
  };
}

/** The URL search params of list filters; defaults are left out so shared links stay short. */
export function toProductListParams(filters: ProductListFilters): URLSearchParams {
  const params = withListPageQuery(new URLSearchParams(), filters);
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  if (filters.availability) params.set('availability', filters.availability);
  if (filters.includeDeleted) params.set('includeDeleted', 'true');
  return params;
}
