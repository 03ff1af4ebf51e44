import type { DataTableColumn } from '@shop/admin-ui-data';
import { formatNumber, ru } from '@shop/i18n-ru';
import { Select } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Attribute } from '../api/catalogue-api';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { cataloguePaths } from '../shared/catalogue-paths';
import { deleteColumn, useConfirmedDelete } from '../shared/delete-column';
import { SearchableListPage } from '../shared/searchable-list-page';
import { useAttributeListParams, WITHOUT_GROUP } from './attribute-list-params';
import {
  ALL_GROUPS_QUERY,
  attributeGroupListQueryOptions,
  attributeListQueryOptions,
  useDeleteAttribute,
} from './attribute-queries';
import '../catalogue.css';

const t = ru.adminCatalogue.attribute;
const common = ru.adminCatalogue.common;

/** /admin/attribute/list: attributes by group, with type, unit and use; search, group filter and paging in the URL. */
export function AttributeListPage() {
  const api = useCatalogueApi();
  const { query, update } = useAttributeListParams();
  const list = useQuery(attributeListQueryOptions(api, query));
  const groups = useQuery(attributeGroupListQueryOptions(api, ALL_GROUPS_QUERY));
  const groupList = groups.data?.attributeGroupList ?? [];
  const group = query.attributeGroupId;
  // A link to a group deleted since still filters by it: say so rather than show "all".
  const unknownGroup =
    group !== null && group !== WITHOUT_GROUP && groups.isSuccess && !groupList.some((g) => g.id === group);
  const remove = useDeleteAttribute(api);

  const onDelete = useConfirmedDelete<Attribute>(remove);

  const columns: readonly DataTableColumn<Attribute>[] = [
    {
      id: 'title',
      header: t.columns.title,
      wide: true,
      cell: (attribute) => (
        <Link className="admin-catalogue__link" to={cataloguePaths.attributeUpdate(attribute.id)}>
          {attribute.title}
        </Link>
      ),
    },
    { id: 'type', header: t.columns.type, nowrap: true, cell: (attribute) => t.types[attribute.type] },
    { id: 'unit', header: t.columns.unit, nowrap: true, cell: (attribute) => attribute.unit ?? common.none },
    { id: 'group', header: t.columns.group, cell: (attribute) => attribute.attributeGroup?.title ?? common.none },
    {
      id: 'filterable',
      header: t.columns.filterable,
      nowrap: true,
      cell: (attribute) => (attribute.isFilterable ? ru.common.yes : ru.common.no),
    },
    {
      id: 'products',
      header: t.columns.products,
      nowrap: true,
      cell: (attribute) => formatNumber(attribute.productCount),
    },
    deleteColumn(onDelete),
  ];

  return (
    <SearchableListPage
      titleId="admin-attribute-list-title"
      title={ru.admin.pages.attributeList}
      createPath={cataloguePaths.attributeCreate}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      tableLabel={t.tableLabel}
      columns={columns}
      list={list}
      rowsOf={(data) => data.attributeList}
      rowKey={(attribute) => attribute.id}
      query={query}
      update={update}
      filters={
        <Select
          label={t.groupFilter}
          value={group ?? ''}
          onChange={(event) => update({ attributeGroupId: event.target.value || null, page: 1 })}
        >
          <option value="">{t.allGroups}</option>
          <option value={WITHOUT_GROUP}>{t.withoutGroup}</option>
          {groupList.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
          {unknownGroup && <option value={group}>{t.unknownGroup}</option>}
        </Select>
      }
    />
  );
}
