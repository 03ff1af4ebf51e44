import { recordListQuery, recordQuery, useRecordSaved, useSaveMutation } from '@shop/admin-data-access';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueApi, CustomerGroup, CustomerGroupBody, GroupPriceChange, PageQuery } from '../api/catalogue-api';
import { catalogueKeys } from '../api/catalogue-keys';

const keys = catalogueKeys.customerGroups;

/** One page of customer groups. */
export const customerGroupListQueryOptions = (api: CatalogueApi, query: PageQuery) =>
  recordListQuery(keys, api.customerGroups, query);

/** One customer group. */
export const customerGroupQueryOptions = (api: CatalogueApi, groupId: string) =>
  recordQuery(keys, api.customerGroups, groupId);

/** One page of a group's members. */
export function groupMembersQueryOptions(api: CatalogueApi, groupId: string, query: PageQuery) {
  return queryOptions({
    queryKey: keys.members(groupId, query),
    queryFn: () => api.customerGroups.members(groupId, query),
    placeholderData: keepPreviousData,
  });
}

/** One page of a group's product prices. */
export function groupPricesQueryOptions(api: CatalogueApi, groupId: string, query: PageQuery) {
  return queryOptions({
    queryKey: keys.prices(groupId, query),
    queryFn: () => api.customerGroups.prices(groupId, query),
    placeholderData: keepPreviousData,
  });
}

/** Users found by a search, to add to a group. */
export function userSearchQueryOptions(api: CatalogueApi, query: PageQuery) {
  return queryOptions({
    queryKey: catalogueKeys.users.search(query),
    queryFn: () => api.users.search(query),
    placeholderData: keepPreviousData,
  });
}

/** Creates a group. */
export function useCreateCustomerGroup(api: CatalogueApi) {
  return useSaveMutation(keys, (body: CustomerGroupBody) => api.customerGroups.create(body));
}

/** Updates a group. */
export function useUpdateCustomerGroup(api: CatalogueApi) {
  return useSaveMutation(keys, ({ id, body }: { id: string; body: CustomerGroupBody }) =>
    api.customerGroups.update(id, body),
  );
}

/** Deletes a group (its members lose it, its prices go). */
export function useDeleteCustomerGroup(api: CatalogueApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => api.customerGroups.remove(groupId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Adds or removes members; the group's counts, its member pages and the user lists (which show the group) are stale after. */
export function useChangeGroupMembers(api: CatalogueApi, groupId: string) {
  const queryClient = useQueryClient();
  const saved = useRecordSaved<CustomerGroup>(keys);
  return useMutation({
    mutationFn: ({ action, userIds }: { action: 'add' | 'remove'; userIds: string[] }) =>
      action === 'add'
        ? api.customerGroups.addMembers(groupId, userIds)
        : api.customerGroups.removeMembers(groupId, userIds),
    onSuccess: async (group) => {
      await saved(group);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.members(groupId) }),
        queryClient.invalidateQueries({ queryKey: ['admin-users'] }),
      ]);
    },
  });
}

/** Sets or removes group prices; the group's price pages and counts are stale after. */
export function useSetGroupPrices(api: CatalogueApi, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: GroupPriceChange[]) => api.customerGroups.setPrices(groupId, changes),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.prices(groupId) }),
        queryClient.invalidateQueries({ queryKey: keys.detail(groupId) }),
      ]),
  });
}
