import { recordListQuery, recordQuery } from '@shop/admin-data-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Attribute,
  AttributeGroup,
  AttributeGroupUpsertBody,
  AttributeListQuery,
  AttributeUpsertBody,
  CatalogueApi,
  PageQuery,
} from '../api/catalogue-api';
import { catalogueKeys } from '../api/catalogue-keys';

const attributeKeys = catalogueKeys.attributes;
const groupKeys = catalogueKeys.attributeGroups;
/** Every group fits one page of the contract's largest size: a shop has a handful of them. */
export const ALL_GROUPS_QUERY: PageQuery = { page: 1, limit: 100, searchQuery: '' };

/** One page of attributes of the chosen group (the whole query, group included, is the key). */
export const attributeListQueryOptions = (api: CatalogueApi, query: AttributeListQuery) =>
  recordListQuery(attributeKeys, api.attributes, query);

/** One attribute. */
export const attributeQueryOptions = (api: CatalogueApi, attributeId: string) =>
  recordQuery(attributeKeys, api.attributes, attributeId);

/** One page of attribute groups. */
export const attributeGroupListQueryOptions = (api: CatalogueApi, query: PageQuery) =>
  recordListQuery(groupKeys, api.attributeGroups, query);

/** One attribute group. */
export const attributeGroupQueryOptions = (api: CatalogueApi, groupId: string) =>
  recordQuery(groupKeys, api.attributeGroups, groupId);

/** Creates or updates an attribute; lists of attributes and groups (their counts) are stale after. */
export function useUpsertAttribute(api: CatalogueApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttributeUpsertBody) => api.attributes.upsert(body),
    onSuccess: async (attribute: Attribute) => {
      queryClient.setQueryData(attributeKeys.detail(attribute.id), attribute);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: attributeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
      ]);
    },
  });
}

/** Deletes an attribute no product uses (code 11 otherwise). */
export function useDeleteAttribute(api: CatalogueApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributeId: string) => api.attributes.remove(attributeId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attributeKeys.all }),
        queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
      ]),
  });
}

/** Creates or updates an attribute group. */
export function useUpsertAttributeGroup(api: CatalogueApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttributeGroupUpsertBody) => api.attributeGroups.upsert(body),
    onSuccess: async (group: AttributeGroup) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
      // Attributes show their group's title.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: attributeKeys.all }),
      ]);
    },
  });
}

/** Deletes an empty attribute group (code 11 while it holds attributes). */
export function useDeleteAttributeGroup(api: CatalogueApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => api.attributeGroups.remove(groupId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
