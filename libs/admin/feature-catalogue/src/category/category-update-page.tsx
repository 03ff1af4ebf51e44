import { ru } from '@shop/i18n-ru';
import { useQuery } from '@tanstack/react-query';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { cataloguePaths } from '../shared/catalogue-paths';
import { FormSkeleton, LoadError, RecordLookupBody } from '../shared/page-states';
import { useRecordFromUrl } from '@shop/admin-data-access';
import { CategoryForm } from './category-form';
import { categoryFormDefaults, toUpdateCategoryBody } from './category-form-schema';
import { categoryQueryOptions, categoryTreeQueryOptions, useUpdateCategory } from './category-queries';
import { CategoryTabs } from './category-tabs';
import '../catalogue.css';

const t = ru.adminCatalogue.category;

/** /admin/category/update?id=: edit a category (a deleted one too; it says so). */
export function CategoryUpdatePage() {
  const api = useCatalogueApi();
  const update = useUpdateCategory(api);
  const lookup = useRecordFromUrl((id) => categoryQueryOptions(api, id));
  const tree = useQuery(categoryTreeQueryOptions(api, false));
  return (
    <section className="admin-catalogue" aria-labelledby="admin-category-update-title">
      <h1 id="admin-category-update-title">
        {ru.admin.pages.categoryUpdate}
        {lookup.query.data?.deletedAt && <span className="admin-catalogue__badge">{t.deletedBadge}</span>}
      </h1>
      <CategoryTabs categoryId={lookup.id} current="main" />
      <RecordLookupBody lookup={lookup} listPath={cataloguePaths.categoryList} skeletonFields={8}>
        {(category) =>
          tree.isError && !tree.data ? (
            <LoadError onRetry={() => void tree.refetch()} retrying={tree.isFetching} />
          ) : !tree.data ? (
            <FormSkeleton fields={8} />
          ) : (
            <CategoryForm
              // A reload after saving (or another category) starts a fresh form.
              key={`${category.id}:${category.updatedAt}`}
              mode="update"
              categoryId={category.id}
              categories={tree.data}
              defaultValues={categoryFormDefaults(category)}
              onSubmit={async (values) => {
                await update.mutateAsync({ id: category.id, body: toUpdateCategoryBody(values) });
              }}
            />
          )
        }
      </RecordLookupBody>
    </section>
  );
}
