const withId = (path: string, id: string) => `${path}?${new URLSearchParams({ id })}`;

/** Router paths of the catalogue pages (relative to the admin's '/admin' basename). */
export const cataloguePaths = {
  categoryList: '/category/list',
  categoryCreate: '/category/create',
  categoryUpdate: (categoryId: string) => withId('/category/update', categoryId),
  categoryProducts: (categoryId: string) => withId('/category/update/product-list', categoryId),
  customerGroupList: '/customer/group/list',
  customerGroupCreate: '/customer/group/create',
  customerGroupUpdate: (groupId: string) => withId('/customer/group/update', groupId),
  attributeList: '/attribute/list',
  attributeCreate: '/attribute/upsert',
  attributeUpdate: (attributeId: string) => withId('/attribute/upsert', attributeId),
  attributeGroupList: '/attribute-group/list',
  attributeGroupCreate: '/attribute-group/upsert',
  attributeGroupUpdate: (groupId: string) => withId('/attribute-group/upsert', groupId),
  /** The product editor of the products feature (a link, never an import). */
  productUpdate: (productId: string) => withId('/product/update', productId),
} as const;
