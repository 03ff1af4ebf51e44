import type { DataTableColumn } from '@shop/admin-ui-data';
import { ru } from '@shop/i18n-ru';
import { Button } from '@shop/ui-kit';

const common = ru.adminCatalogue.common;

/** The last column of a list: a "Delete" button per row, named after the row's title for screen readers. */
export function deleteColumn<Row extends { title: string }>(onDelete: (row: Row) => Promise<void>): DataTableColumn<Row> {
  return {
    id: 'actions',
    header: common.actions,
    nowrap: true,
    cell: (row) => (
      <Button type="button" variant="ghost" size="sm" onClick={() => void onDelete(row)} aria-label={`${common.delete}: ${row.title}`}>
        {common.delete}
      </Button>
    ),
  };
}
