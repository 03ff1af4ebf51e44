import type { CategoryListQuery, PageQuery } from './catalogue-api';

/** Query keys of the admin catalogue, one branch per record kind, from generic to specific. */
export const catalogueKeys = {
  categories: {
    all: ['admin-categories'] as const,
    lists: () => [...catalogueKeys.categories.all, 'list'] as const,
    list: (query: Pick<CategoryListQuery, 'includeDeleted'>) => [...catalogueKeys.categories.lists(), query] as const,
    detail: (categoryId: string) => [...catalogueKeys.categories.all, 'detail', categoryId] as const,
    products: (categoryId: string, query: PageQuery) => [...catalogueKeys.categories.all, 'products', categoryId, query] as const,
  },
  customerGroups: {
    all: ['admin-customer-groups'] as const,
    lists: () => [...catalogueKeys.customerGroups.all, 'list'] as const,
    list: (query: PageQuery) => [...catalogueKeys.customerGroups.lists(), query] as const,
    detail: (groupId: string) => [...catalogueKeys.customerGroups.all, 'detail', groupId] as const,
    members: (groupId: string, query?: PageQuery) =>
      [...catalogueKeys.customerGroups.all, 'members', groupId, ...(query ? [query] : [])] as const,
    prices: (groupId: string, query?: PageQuery) => [...catalogueKeys.customerGroups.all, 'prices', groupId, ...(query ? [query] : [])] as const,
  },
  attributes: {
    all: ['admin-attributes'] as const,
    lists: () => [...catalogueKeys.attributes.all, 'list'] as const,
    list: (query: PageQuery) => [...catalogueKeys.attributes.lists(), query] as const,
    detail: (attributeId: string) => [...catalogueKeys.attributes.all, 'detail', attributeId] as const,
  },
  attributeGroups: {
    all: ['admin-attribute-groups'] as const,
    lists: () => [...catalogueKeys.attributeGroups.all, 'list'] as const,
    list: (query: PageQuery) => [...catalogueKeys.attributeGroups.lists(), query] as const,
    detail: (groupId: string) => [...catalogueKeys.attributeGroups.all, 'detail', groupId] as const,
  },
  users: {
    search: (query: PageQuery) => ['admin-users', 'list', 'group-member-search', query] as const,
  },
};
