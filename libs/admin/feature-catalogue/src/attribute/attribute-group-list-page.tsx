import type { DataTableColumn } from '@shop/admin-ui-data';
import { formatNumber, ru } from '@shop/i18n-ru';
import { useConfirm, useToast } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AttributeGroup } from '../api/catalogue-api';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { CATALOGUE_TOASTS } from '../shared/catalogue-errors';
import { cataloguePaths } from '../shared/catalogue-paths';
import { usePageQueryParams } from '../shared/paged-list';
import { deleteColumn } from '../shared/delete-column';
import { SearchableListPage } from '../shared/searchable-list-page';
import { attributeGroupListQueryOptions, useDeleteAttributeGroup } from './attribute-queries';
import '../catalogue.css';
import { toastText } from '@shop/errors';

const t = ru.adminCatalogue.attributeGroup;
const common = ru.adminCatalogue.common;

/** /admin/attribute-group/list: attribute groups by position with their attribute counts. */
export function AttributeGroupListPage() {
  const api = useCatalogueApi();
  const toast = useToast();
  const confirm = useConfirm();
  const { query, update } = usePageQueryParams();
  const list = useQuery(attributeGroupListQueryOptions(api, query));
  const remove = useDeleteAttributeGroup(api);

  const onDelete = async (group: AttributeGroup) => {
    if (!(await confirm({ title: common.deleteConfirm.replace('{title}', group.title), confirmLabel: common.delete }))) return;
    // Code 11 (it still holds attributes) comes back with the API's message.
    remove.mutate(group.id, { onSuccess: () => toast.success(common.deleted), onError: (error) => toast.error(toastText(error, CATALOGUE_TOASTS)) });
  };

  const columns: readonly DataTableColumn<AttributeGroup>[] = [
    {
      id: 'title',
      header: t.columns.title,
      wide: true,
      cell: (group) => (
        <Link className="admin-catalogue__link" to={cataloguePaths.attributeGroupUpdate(group.id)}>
          {group.title}
        </Link>
      ),
    },
    { id: 'position', header: t.columns.position, nowrap: true, cell: (group) => group.position },
    { id: 'attributes', header: t.columns.attributes, nowrap: true, cell: (group) => formatNumber(group.attributeCount) },
    deleteColumn(onDelete),
  ];

  return (
    <SearchableListPage
      titleId="admin-attribute-group-list-title"
      title={ru.admin.pages.attributeGroupList}
      createPath={cataloguePaths.attributeGroupCreate}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      tableLabel={t.tableLabel}
      columns={columns}
      list={list}
      rowsOf={(data) => data.attributeGroupList}
      rowKey={(group) => group.id}
      query={query}
      update={update}
    />
  );
}
