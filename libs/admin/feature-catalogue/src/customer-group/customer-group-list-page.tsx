import type { DataTableColumn } from '@shop/admin-ui-data';
import { formatDate, formatNumber, ru } from '@shop/i18n-ru';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CustomerGroup } from '../api/catalogue-api';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { cataloguePaths } from '../shared/catalogue-paths';
import { usePageQueryParams } from '../shared/paged-list';
import { deleteColumn, useConfirmedDelete } from '../shared/delete-column';
import { SearchableListPage } from '../shared/searchable-list-page';
import { customerGroupListQueryOptions, useDeleteCustomerGroup } from './customer-group-queries';
import '../catalogue.css';

const t = ru.adminCatalogue.customerGroup;

/** A discount as the list shows it ('5 %'). */
export function formatDiscount(discountPercent: string): string {
  return `${discountPercent.replace('.', ',')}\u00a0%`;
}

/** /admin/customer/group/list: groups with their discount and counts; search and paging in the URL. */
export function CustomerGroupListPage() {
  const api = useCatalogueApi();
  const { query, update } = usePageQueryParams();
  const list = useQuery(customerGroupListQueryOptions(api, query));
  const remove = useDeleteCustomerGroup(api);

  const onDelete = useConfirmedDelete<CustomerGroup>(remove);

  const columns: readonly DataTableColumn<CustomerGroup>[] = [
    {
      id: 'title',
      header: t.columns.title,
      wide: true,
      cell: (group) => (
        <Link className="admin-catalogue__link" to={cataloguePaths.customerGroupUpdate(group.id)}>
          {group.title}
        </Link>
      ),
    },
    {
      id: 'discount',
      header: t.columns.discount,
      nowrap: true,
      cell: (group) => formatDiscount(group.discountPercent),
    },
    { id: 'members', header: t.columns.members, nowrap: true, cell: (group) => formatNumber(group.memberCount) },
    { id: 'prices', header: t.columns.prices, nowrap: true, cell: (group) => formatNumber(group.priceCount) },
    { id: 'updatedAt', header: t.columns.updatedAt, nowrap: true, cell: (group) => formatDate(group.updatedAt) },
    deleteColumn(onDelete),
  ];

  return (
    <SearchableListPage
      titleId="admin-group-list-title"
      title={ru.admin.pages.customerGroupList}
      createPath={cataloguePaths.customerGroupCreate}
      createLabel={t.create}
      searchPlaceholder={t.searchPlaceholder}
      tableLabel={t.tableLabel}
      columns={columns}
      list={list}
      rowsOf={(data) => data.customerGroupList}
      rowKey={(group) => group.id}
      query={query}
      update={update}
    />
  );
}
