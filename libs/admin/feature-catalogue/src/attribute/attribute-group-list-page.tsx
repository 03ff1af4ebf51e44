import type { DataTableColumn } from '@shop/admin-ui-data';
import { formatNumber, ru } from '@shop/i18n-ru';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AttributeGroup } from '../api/catalogue-api';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { cataloguePaths } from '../shared/catalogue-paths';
import { usePageQueryParams } from '../shared/paged-list';
import { deleteColumn, useConfirmedDelete } from '../shared/delete-column';
import { SearchableListPage } from '../shared/searchable-list-page';
import { attributeGroupListQueryOptions, useDeleteAttributeGroup } from './attribute-queries';
import '../catalogue.css';

const t = ru.adminCatalogue.attributeGroup;

/** /admin/attribute-group/list: attribute groups by position with their attribute counts. */
export function AttributeGroupListPage() {
  const api = useCatalogueApi();
  const { query, update } = usePageQueryParams();
  const list = useQuery(attributeGroupListQueryOptions(api, query));
  const remove = useDeleteAttributeGroup(api);

  const onDelete = useConfirmedDelete<AttributeGroup>(remove);

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
    {
      id: 'attributes',
      header: t.columns.attributes,
      nowrap: true,
      cell: (group) => formatNumber(group.attributeCount),
    },
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
