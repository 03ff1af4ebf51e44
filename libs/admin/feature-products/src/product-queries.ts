import { recordKeys, recordListQuery, recordQuery, useSaveMutation } from '@shop/admin-data-access';
import { queryOptions } from '@tanstack/react-query';
import type { LookupsApi } from './lookups-api';
import type { ProductListFilters, ProductsApi } from './products-api';

/** A part of a product that has a sub-page of its own. */
export type ProductPart = 'relations' | 'attributes' | 'multimedia' | 'group-prices' | 'stock' | 'stock-movements';

/** Query keys of the admin products, from generic to specific. */
export const productKeys = {
  ...recordKeys<'admin-products', ProductListFilters>('admin-products'),
  searches: () => ['admin-products', 'search'] as const,
  search: (searchQuery: string) => [...productKeys.searches(), searchQuery] as const,
  part: (productId: string, part: ProductPart) => [...productKeys.detail(productId), part] as const,
};

/** Query keys of the lists the product pages choose from. */
export const lookupKeys = {
  all: ['admin-product-lookups'] as const,
  categories: () => [...lookupKeys.all, 'categories'] as const,
  customerGroups: () => [...lookupKeys.all, 'customer-groups'] as const,
  attributes: () => [...lookupKeys.all, 'attributes'] as const,
};

/** One page of the product list. */
export const productListQueryOptions = (api: ProductsApi, filters: ProductListFilters) =>
  recordListQuery(productKeys, api, filters);

/** One product by id. */
export const productQueryOptions = (api: ProductsApi, productId: string) => recordQuery(productKeys, api, productId);

// Reference lists change rarely while a product is edited: a minute is fresh enough.
const LOOKUP_STALE_MS = 60_000;

/** Every category, for the multi-select and the list filter. */
export function categoriesQueryOptions(api: LookupsApi) {
  return queryOptions({
    queryKey: lookupKeys.categories(),
    queryFn: () => api.listCategories(),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Every customer group, for the group-price page. */
export function customerGroupsQueryOptions(api: LookupsApi) {
  return queryOptions({
    queryKey: lookupKeys.customerGroups(),
    queryFn: () => api.listCustomerGroups(),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Every attribute, for the attributes page. */
export function attributesQueryOptions(api: LookupsApi) {
  return queryOptions({
    queryKey: lookupKeys.attributes(),
    queryFn: () => api.listAttributes(),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Creates a product; the cache update always runs before the caller's `onSuccess`. */
export function useCreateProduct(api: ProductsApi) {
  return useSaveMutation(productKeys, (body: Parameters<ProductsApi['create']>[0]) => api.create(body));
}

/** Updates a product's main fields; the cache update always runs before the caller's `onSuccess`. */
export function useUpdateProduct(api: ProductsApi, productId: string) {
  return useSaveMutation(productKeys, (body: Parameters<ProductsApi['update']>[1]) => api.update(productId, body));
}
