import { DataTable, type DataTableColumn, SearchBox } from '@shop/admin-ui-data';
import { formatNumber, ru } from '@shop/i18n-ru';
import { Button, Checkbox, useConfirm, useToast } from '@shop/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { CATALOGUE_TOASTS } from '../shared/catalogue-errors';
import { cataloguePaths } from '../shared/catalogue-paths';
import { LoadError } from '../shared/page-states';
import type { AdminCategory } from '../api/catalogue-api';
import { categoryTreeQueryOptions, useDeleteCategory, useRestoreCategory } from './category-queries';
import { buildCategoryTree, filterCategoryTree, type CategoryTreeRow } from '@shop/admin-data-access';
import '../catalogue.css';
import { toastText } from '@shop/errors';

const t = ru.adminCatalogue.category;
const common = ru.adminCatalogue.common;

/** The list's URL state: a search inside the tree and whether deleted categories show. */
function useTreeParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searchQuery = searchParams.get('searchQuery')?.trim() ?? '';
  const includeDeleted = searchParams.get('includeDeleted') === 'true';
  const update = (next: { searchQuery?: string; includeDeleted?: boolean }) => {
    const params = new URLSearchParams();
    const query = next.searchQuery ?? searchQuery;
    if (query) params.set('searchQuery', query);
    if (next.includeDeleted ?? includeDeleted) params.set('includeDeleted', 'true');
    setSearchParams(params, { replace: true });
  };
  return { searchQuery, includeDeleted, update };
}

/** /admin/category/list: the whole tree, indented, with product counts; search and 'show deleted' live in the URL. */
export function CategoryListPage() {
  const api = useCatalogueApi();
  const toast = useToast();
  const confirm = useConfirm();
  const { searchQuery, includeDeleted, update } = useTreeParams();
  const query = useQuery(categoryTreeQueryOptions(api, includeDeleted));
  const remove = useDeleteCategory(api);
  const restore = useRestoreCategory(api);

  const rows = query.data ? filterCategoryTree(buildCategoryTree(query.data), searchQuery) : undefined;

  const onDelete = async ({ category }: CategoryTreeRow<AdminCategory>) => {
    if (!(await confirm({ title: t.deleteConfirm.replace('{title}', category.title), confirmLabel: common.delete })))
      return;
    remove.mutate(category.id, {
      onSuccess: () => toast.success(common.deleted),
      // Code 2 (already deleted, e.g. in another tab) says so in the toast.
      onError: (error) => toast.error(toastText(error, CATALOGUE_TOASTS)),
    });
  };
  const onRestore = ({ category }: CategoryTreeRow<AdminCategory>) =>
    restore.mutate(category.id, {
      onSuccess: () => toast.success(common.restored),
      onError: (error) => toast.error(toastText(error, CATALOGUE_TOASTS)),
    });

  const columns: readonly DataTableColumn<CategoryTreeRow<AdminCategory>>[] = [
    {
      id: 'title',
      header: t.columns.title,
      wide: true,
      cell: ({ category, depth }) => (
        <span className="admin-category-tree__title" style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
          {depth > 0 && (
            <span className="admin-category-tree__branch" aria-hidden="true">
              └
            </span>
          )}
          <Link className="admin-catalogue__link" to={cataloguePaths.categoryUpdate(category.id)}>
            {category.title}
          </Link>
          {category.deletedAt && <span className="admin-catalogue__badge">{t.deletedBadge}</span>}
        </span>
      ),
    },
    { id: 'slug', header: t.columns.slug, cell: ({ category }) => <code>{category.slug}</code> },
    {
      id: 'products',
      header: t.columns.products,
      nowrap: true,
      cell: ({ category }) => formatNumber(category.productCount),
    },
    { id: 'position', header: t.columns.position, nowrap: true, cell: ({ category }) => category.position },
    {
      id: 'actions',
      header: common.actions,
      nowrap: true,
      cell: (row) =>
        row.category.deletedAt ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => onRestore(row)}
            aria-label={`${common.restore}: ${row.category.title}`}
          >
            {common.restore}
          </Button>
        ) : (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void onDelete(row)}
            aria-label={`${common.delete}: ${row.category.title}`}
          >
            {common.delete}
          </Button>
        ),
    },
  ];

  return (
    <section className="admin-catalogue" aria-labelledby="admin-category-list-title">
      <div className="admin-page-header">
        <h1 id="admin-category-list-title">{ru.admin.pages.categoryList}</h1>
        <Link className="ui-button ui-button--primary ui-button--md" to={cataloguePaths.categoryCreate}>
          {t.create}
        </Link>
      </div>
      <div className="admin-catalogue__filters">
        <SearchBox
          label={common.searchLabel}
          placeholder={t.searchPlaceholder}
          value={searchQuery}
          onSearch={(next) => update({ searchQuery: next })}
        />
        <Checkbox
          label={t.showDeleted}
          checked={includeDeleted}
          onChange={(event) => update({ includeDeleted: event.target.checked })}
        />
      </div>
      {query.isError && !query.data ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <DataTable
          label={t.tableLabel}
          columns={columns}
          rows={rows}
          rowKey={({ category }) => category.id}
          loading={query.isPending}
          refreshing={query.isPlaceholderData}
          skeletonRows={8}
        />
      )}
    </section>
  );
}
