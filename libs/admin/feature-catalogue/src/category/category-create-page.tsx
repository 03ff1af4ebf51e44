import { ru } from '@shop/i18n-ru';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCatalogueApi } from '../api/catalogue-api-context';
import { cataloguePaths } from '../shared/catalogue-paths';
import { FormSkeleton, LoadError } from '../shared/page-states';
import { CategoryForm } from './category-form';
import { categoryFormDefaults, toCreateCategoryBody } from './category-form-schema';
import { categoryTreeQueryOptions, useCreateCategory } from './category-queries';
import '../catalogue.css';

/** /admin/category/create (`?parentId=` preselects the parent): after saving, the admin continues on the new category. */
export function CategoryCreatePage() {
  const api = useCatalogueApi();
  const [searchParams] = useSearchParams();
  const create = useCreateCategory(api);
  const tree = useQuery(categoryTreeQueryOptions(api, false));
  const parentId = searchParams.get('parentId') ?? '';
  return (
    <section className="admin-catalogue" aria-labelledby="admin-category-create-title">
      <h1 id="admin-category-create-title">{ru.admin.pages.categoryCreate}</h1>
      {tree.isError && !tree.data ? (
        <LoadError onRetry={() => void tree.refetch()} retrying={tree.isFetching} />
      ) : !tree.data ? (
        <FormSkeleton fields={8} />
      ) : (
        <CategoryForm
          mode="create"
          categories={tree.data}
          defaultValues={categoryFormDefaults(
            undefined,
            tree.data.some((category) => category.id === parentId) ? parentId : '',
          )}
          onSubmit={async (values) => {
            const category = await create.mutateAsync(toCreateCategoryBody(values));
            return cataloguePaths.categoryUpdate(category.id);
          }}
        />
      )}
    </section>
  );
}
