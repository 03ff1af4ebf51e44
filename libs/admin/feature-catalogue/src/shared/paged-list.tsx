import { limitChoices, Pagination, parseListPageQuery, withListPageQuery } from '@shop/admin-ui-data';
import { useSearchParams } from 'react-router';
import type { PageQuery } from '../api/catalogue-api';

/** Paging and search of a list page, kept in the URL (other params, like `id`, stay). */
export function usePageQueryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseListPageQuery(searchParams);
  const update = (next: Partial<PageQuery>, options?: { replace?: boolean }) =>
    setSearchParams(withListPageQuery(searchParams, { ...query, ...next }), options);
  return { query, update };
}

/** The pagination of a list whose paging is `query`; nothing until the total is known. */
export function ListPagination({
  query,
  total,
  onChange,
}: {
  query: PageQuery;
  total: number | undefined;
  onChange: (next: Partial<PageQuery>) => void;
}) {
  if (total === undefined) return null;
  return (
    <Pagination
      page={query.page}
      limit={query.limit}
      total={total}
      limits={limitChoices(query.limit)}
      onPageChange={(page) => onChange({ page })}
      onLimitChange={(limit) => onChange({ limit, page: 1 })}
    />
  );
}
