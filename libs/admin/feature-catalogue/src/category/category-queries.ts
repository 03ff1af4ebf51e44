import { recordQuery, useSaveMutation } from '@shop/admin-data-access';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  CatalogueApi,
  CategoryCreateBody,
  CategoryUpdateBody,
  PageQuery,
} from '../api/catalogue-api';
import { catalogueKeys } from '../api/catalogue-keys';

const keys = catalogueKeys.categories;
/** The contract's largest page: the tree is read in as few calls as possible. */
const TREE_PAGE_LIMIT = 100;

/**
 * Every category (deleted ones on request), page after page: the tree and the parent choice need
 * all of them, and a shop has hundreds, not millions.
 */
export function categoryTreeQueryOptions(api: CatalogueApi, includeDeleted: boolean) {
  return queryOptions({
    queryKey: keys.list({ includeDeleted }),
    queryFn: async () => {
      const all: AdminCategory[] = [];
      for (let page = 1; ; page += 1) {
        const { categoryList, pagination } = await api.categories.list({
          page,
          limit: TREE_PAGE_LIMIT,
          searchQuery: '',
          includeDeleted,
        });
        all.push(...categoryList);
        if (categoryList.length === 0 || all.length >= pagination.total) return all;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** One category by id, deleted or not. */
export const categoryQueryOptions = (api: CatalogueApi, categoryId: string) =>
  recordQuery(keys, api.categories, categoryId);

/** One page of a category's products. */
export function categoryProductsQueryOptions(api: CatalogueApi, categoryId: string, query: PageQuery) {
  return queryOptions({
    queryKey: keys.products(categoryId, query),
    queryFn: () => api.categories.products(categoryId, query),
    placeholderData: keepPreviousData,
  });
}

/** Creates a category; the cache update always runs before the caller's `onSuccess`. */
export function useCreateCategory(api: CatalogueApi) {
  return useSaveMutation(keys, (body: CategoryCreateBody) => api.categories.create(body));
}

/** Updates a category. */
export function useUpdateCategory(api: CatalogueApi) {
  return useSaveMutation(keys, ({ id, body }: { id: string; body: CategoryUpdateBody }) =>
    api.categories.update(id, body),
  );
}

/** Restores a soft-deleted category. */
export function useRestoreCategory(api: CatalogueApi) {
  return useSaveMutation(keys, (categoryId: string) => api.categories.restore(categoryId));
}

/** Soft-deletes a category and its subtree; every tree and the detail are stale afterwards. */
export function useDeleteCategory(api: CatalogueApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) => api.categories.remove(categoryId),
    // Also after a failure: code 2 means someone else deleted it, so the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
