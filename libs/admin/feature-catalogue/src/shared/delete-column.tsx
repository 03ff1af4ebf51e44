import type { DataTableColumn } from '@shop/admin-ui-data';
import { toastText } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import { Button, useConfirm, useToast } from '@shop/ui-kit';
import type { UseMutationResult } from '@tanstack/react-query';
import { CATALOGUE_TOASTS } from './catalogue-errors';

const common = ru.adminCatalogue.common;

/** The last column of a list: a "Delete" button per row, named after the row's title for screen readers. */
export function deleteColumn<Row extends { title: string }>(
  onDelete: (row: Row) => Promise<void>,
): DataTableColumn<Row> {
  return {
    id: 'actions',
    header: common.actions,
    nowrap: true,
    cell: (row) => (
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => void onDelete(row)}
        aria-label={`${common.delete}: ${row.title}`}
      >
        {common.delete}
      </Button>
    ),
  };
}

/**
 * A list's delete action: asks 'Удалить «{title}»?', then runs `remove` with the row's id and says how it
 * went in a toast; a refusal (code 11, the record is in use) shows the API's message.
 */
export function useConfirmedDelete<Row extends { id: string; title: string }>(
  remove: UseMutationResult<unknown, Error, string>,
) {
  const toast = useToast();
  const confirm = useConfirm();
  return async (row: Row) => {
    if (!(await confirm({ title: common.deleteConfirm.replace('{title}', row.title), confirmLabel: common.delete })))
      return;
    remove.mutate(row.id, {
      onSuccess: () => toast.success(common.deleted),
      onError: (error) => toast.error(toastText(error, CATALOGUE_TOASTS)),
    });
  };
}
