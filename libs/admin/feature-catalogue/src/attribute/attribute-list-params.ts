import { parseListPageQuery, withListPageQuery } from '@shop/admin-ui-data';
import { useSearchParams } from 'react-router';
import type { AttributeListQuery } from '../api/catalogue-api';

/** The group filter's value for the attributes without a group (the contract's `attributeGroupId=none`). */
export const WITHOUT_GROUP = 'none';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The attribute list's paging, search and group filter of a URL; a malformed group means every group. */
export function parseAttributeListParams(params: URLSearchParams): AttributeListQuery {
  const group = params.get('attributeGroupId');
  return {
    ...parseListPageQuery(params),
    attributeGroupId: group !== null && (group === WITHOUT_GROUP || UUID.test(group)) ? group : null,
  };
}

/** A copy of `params` with the list's state written in (other params stay); defaults are left out. */
export function withAttributeListParams(params: URLSearchParams, query: AttributeListQuery): URLSearchParams {
  const next = withListPageQuery(params, query);
  next.delete('attributeGroupId');
  if (query.attributeGroupId !== null) next.set('attributeGroupId', query.attributeGroupId);
  return next;
}

/** The attribute list's state, kept in the URL, and how to change it. */
export function useAttributeListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseAttributeListParams(searchParams);
  const update = (next: Partial<AttributeListQuery>, options?: { replace?: boolean }) =>
    setSearchParams(withAttributeListParams(searchParams, { ...query, ...next }), options);
  return { query, update };
}
