import { DataTable, type DataTableColumn, SearchBox } from '@shop/admin-ui-data';
import { formatNumber, ru } from '@shop/i18n-ru';
import { Button, useToast } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AttributeGroup } from '../api/catalogue-api';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { toastMessageOf } from '../shared/catalogue-errors';
import { cataloguePaths } from '../shared/catalogue-paths';
import { ListPagination, usePageQueryParams } from '../shared/paged-list';
import { LoadError } from '../shared/page-states';
import { useConfirm } from '../shared/use-confirm';
import { attributeGroupListQueryOptions, useDeleteAttributeGroup } from './attribute-queries';
import '../catalogue.css';

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
    if (!(await confirm(common.deleteConfirm.replace('{title}', group.title), common.delete))) return;
    // Code 11 (it still holds attributes) comes back with the API's message.
    remove.mutate(group.id, { onSuccess: () => toast.success(common.deleted), onError: (error) => toast.error(toastMessageOf(error)) });
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
    {
      id: 'actions',
      header: common.actions,
      nowrap: true,
      cell: (group) => (
        <Button type="button" variant="ghost" size="sm" onClick={() => void onDelete(group)} aria-label={`${common.delete}: ${group.title}`}>
          {common.delete}
        </Button>
      ),
    },
  ];

  return (
    <section className="admin-catalogue" aria-labelledby="admin-attribute-group-list-title">
      <div className="admin-page-header">
        <h1 id="admin-attribute-group-list-title">{ru.admin.pages.attributeGroupList}</h1>
        <Link className="ui-button ui-button--primary ui-button--md" to={cataloguePaths.attributeGroupCreate}>
          {t.create}
        </Link>
      </div>
      <SearchBox label={common.searchLabel} placeholder={t.searchPlaceholder} value={query.searchQuery} onSearch={(searchQuery) => update({ searchQuery, page: 1 }, { replace: true })} />
      {list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          <DataTable
            label={t.tableLabel}
            columns={columns}
            rows={list.data?.attributeGroupList}
            rowKey={(group) => group.id}
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
