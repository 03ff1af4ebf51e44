import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** One page of a record list; the previous page stays on screen while the next one loads. */
export function recordListQuery<Filters, Page>(
  keys: { list: (filters: Filters) => readonly unknown[] },
  api: { list: (filters: Filters) => Promise<Page> },
  filters: Filters,
) {
  return queryOptions({
    queryKey: keys.list(filters),
    queryFn: () => api.list(filters),
    placeholderData: keepPreviousData,
  });
}

/** One record by id. */
export function recordQuery<Item>(
  keys: { detail: (id: string) => readonly unknown[] },
  api: { get: (id: string) => Promise<Item> },
  id: string,
) {
  return queryOptions({ queryKey: keys.detail(id), queryFn: () => api.get(id) });
}
