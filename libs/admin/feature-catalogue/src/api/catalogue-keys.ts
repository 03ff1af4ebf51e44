import { recordKeys } from '@shop/admin-data-access';
import type { CategoryListQuery, PageQuery } from './catalogue-api';

/** Query keys of the admin catalogue, one branch per record kind, from generic to specific. */
export const catalogueKeys = {
  categories: {
    ...recordKeys<'admin-categories', Pick<CategoryListQuery, 'includeDeleted'>>('admin-categories'),
    products: (categoryId: string, query: PageQuery) => ['admin-categories', 'products', categoryId, query] as const,
  },
  customerGroups: {
    ...recordKeys<'admin-customer-groups', PageQuery>('admin-customer-groups'),
    members: (groupId: string, query?: PageQuery) =>
      ['admin-customer-groups', 'members', groupId, ...(query ? [query] : [])] as const,
    prices: (groupId: string, query?: PageQuery) =>
      ['admin-customer-groups', 'prices', groupId, ...(query ? [query] : [])] as const,
  },
  attributes: recordKeys<'admin-attributes', PageQuery>('admin-attributes'),
  attributeGroups: recordKeys<'admin-attribute-groups', PageQuery>('admin-attribute-groups'),
  users: {
    search: (query: PageQuery) => ['admin-users', 'list', 'group-member-search', query] as const,
  },
};
