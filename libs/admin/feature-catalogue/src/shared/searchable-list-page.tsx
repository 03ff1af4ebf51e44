import { DataTable, type DataTableColumn, SearchBox } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageQuery } from '../api/catalogue-api';
import { ListPagination } from './paged-list';
import { LoadError } from './page-states';

const common = ru.adminCatalogue.common;

/** Props of {@link SearchableListPage}: what differs between the catalogue's plain list pages. */
export interface SearchableListPageProps<Row, Page extends { pagination: { total: number } }> {
  /** The heading's id, which labels the page's section. */
  titleId: string;
  title: string;
  createPath: string;
  createLabel: string;
  searchPlaceholder: string;
  tableLabel: string;
  columns: readonly DataTableColumn<Row>[];
  list: UseQueryResult<Page>;
  rowsOf: (page: Page) => readonly Row[];
  rowKey: (row: Row) => string;
  /** Paging and search from the URL, and how to change them (`usePageQueryParams`). */
  query: PageQuery;
  update: (next: Partial<PageQuery>, options?: { replace?: boolean }) => void;
  /** More filters beside the search (selects, checkboxes); the page keeps them in the URL. */
  filters?: ReactNode;
}

/**
 * A catalogue list page: title with a create link, search, the table (a retry in its place when the first
 * load fails, kept on screen while a later page loads) and paging.
 */
export function SearchableListPage<Row, Page extends { pagination: { total: number } }>({
  titleId,
  title,
  createPath,
  createLabel,
  searchPlaceholder,
  tableLabel,
  columns,
  list,
  rowsOf,
  rowKey,
  query,
  update,
  filters,
}: SearchableListPageProps<Row, Page>) {
  const search = (
    <SearchBox
      label={common.searchLabel}
      placeholder={searchPlaceholder}
      value={query.searchQuery}
      onSearch={(searchQuery) => update({ searchQuery, page: 1 }, { replace: true })}
    />
  );
  return (
    <section className="admin-catalogue" aria-labelledby={titleId}>
      <div className="admin-page-header">
        <h1 id={titleId}>{title}</h1>
        <Link className="ui-button ui-button--primary ui-button--md" to={createPath}>
          {createLabel}
        </Link>
      </div>
      {filters ? (
        <div className="admin-catalogue__filters">
          {search}
          {filters}
        </div>
      ) : (
        search
      )}
      {list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          <DataTable
            label={tableLabel}
            columns={columns}
            rows={list.data ? rowsOf(list.data) : undefined}
            rowKey={rowKey}
            loading={list.isPending}
            refreshing={list.isPlaceholderData}
            skeletonRows={Math.min(query.limit, 8)}
          />
          <ListPagination query={query} total={list.data?.pagination.total} onChange={update} />
        </>
      )}
    </section>
  );
}
