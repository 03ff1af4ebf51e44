import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { limitChoices } from './list-params';
import { LoadError } from './page-states';
import { Pagination } from './pagination';

/** What {@link PagedTable} reads of a list's query (a TanStack Query result fits as is). */
export interface ListQueryState {
  data: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** Props of {@link PagedTable}. */
export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'loading' | 'refreshing'> {
  query: ListQueryState;
  /** The alert of a first load that failed (with a retry). */
  loadFailed: string;
  /** The page shown and its size, as the URL holds them. */
  paging: { page: number; limit: number };
  /** Rows over all pages; the paging shows once it is known. */
  total: number | undefined;
  /** Shown instead of the total, e.g. '10 000+' for a count the API caps. */
  totalLabel?: string;
  /** Another page, or another size (then `page` is 1). */
  onPagingChange: (next: { page: number; limit?: number }) => void;
  /** Between the table and the paging (a note about a capped total). */
  note?: ReactNode;
}

/**
 * An admin list's body: the table with its first-load skeleton and its dimmed old page while the next one loads, and
 * the paging under it; a failed first load is an alert with a retry instead.
 */
export function PagedTable<Row>({
  query,
  loadFailed,
  paging,
  total,
  totalLabel,
  onPagingChange,
  note,
  skeletonRows,
  ...table
}: PagedTableProps<Row>) {
  if (query.isError && !query.data)
    return <LoadError message={loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <>
      <DataTable
        {...table}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        skeletonRows={skeletonRows ?? Math.min(paging.limit, 8)}
      />
      {note}
      {total !== undefined && (
        <Pagination
          page={paging.page}
          limit={paging.limit}
          total={total}
          totalLabel={totalLabel}
          limits={limitChoices(paging.limit)}
          onPageChange={(page) => onPagingChange({ page })}
          onLimitChange={(limit) => onPagingChange({ limit, page: 1 })}
        />
      )}
    </>
  );
}
