import { ru } from '@shop/i18n-ru';
import { Spinner } from '@shop/ui-kit';
import type { ReactNode } from 'react';
import './ui-data.css';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Keep the cell on one line (dates, flags). */
  nowrap?: boolean;
  /** Long text (company names): give it room before it wraps. */
  wide?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Accessible name of the table (its caption) and of the scroll region around it. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** First load: skeleton rows and a status. */
  loading?: boolean;
  /** A newer page is loading while the old one stays visible. */
  refreshing?: boolean;
  /** Rows shown as skeletons while loading. */
  skeletonRows?: number;
}

/**
 * A small accessible table: a real `<table>` with a caption and column headers, inside a focusable
 * region that scrolls sideways when it is too wide; on phones each row becomes a card of label/value
 * lines (CSS only). A skeleton while loading, 'Нет данных' when empty.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  refreshing = false,
  skeletonRows = 5,
}: DataTableProps<Row>) {
  return (
    <div className="admin-table" aria-busy={loading || refreshing || undefined}>
      {loading && (
        <div className="admin-table__status">
          <Spinner size="sm" />
        </div>
      )}
      {/* The region is focusable so keyboard users can scroll a table wider than the screen. */}
      <div className="admin-table__scroll" role="region" aria-label={label} tabIndex={0}>
        <table className={refreshing ? 'admin-table__table admin-table__table--refreshing' : 'admin-table__table'}>
          <caption className="ui-visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} className="admin-table__skeleton-row" aria-hidden="true">
                  {columns.map((column) => (
                    <td key={column.id}>
                      <span className="admin-table__skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows && rows.length > 0 ? (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.id} className={cellClass(column)} data-label={column.header}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td className="admin-table__empty" colSpan={columns.length}>
                  {ru.common.noData}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function cellClass(column: { nowrap?: boolean; wide?: boolean }): string | undefined {
  if (column.nowrap) return 'admin-table__cell--nowrap';
  return column.wide ? 'admin-table__cell--wide' : undefined;
}
