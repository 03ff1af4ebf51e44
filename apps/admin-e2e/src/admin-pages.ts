import { ru } from '@shop/i18n-ru';

const pages = ru.admin.pages;

/** Every admin route of SPEC 2 (and the media library) with the heading its page shows (kept by hand: the spec is the source). */
export const adminPages: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/admin', heading: pages.dashboard },
  { path: '/admin/order/list', heading: pages.orderList },
  { path: '/admin/order/info', heading: pages.orderInfo },
  { path: '/admin/category/list', heading: pages.categoryList },
  { path: '/admin/category/create', heading: pages.categoryCreate },
  { path: '/admin/category/update', heading: pages.categoryUpdate },
  { path: '/admin/category/update/product-list', heading: pages.categoryProductList },
  { path: '/admin/product/list', heading: pages.productList },
  { path: '/admin/product/create', heading: pages.productCreate },
  { path: '/admin/product/create/relations', heading: pages.productCreateRelations },
  { path: '/admin/product/create/attributes', heading: pages.productCreateAttributes },
  { path: '/admin/product/create/multimedia', heading: pages.productCreateMultimedia },
  { path: '/admin/product/create/group-price', heading: pages.productCreateGroupPrice },
  { path: '/admin/product/create/stock', heading: pages.productCreateStock },
  { path: '/admin/product/update', heading: pages.productUpdate },
  { path: '/admin/product/update/relations', heading: pages.productUpdateRelations },
  { path: '/admin/product/update/attributes', heading: pages.productUpdateAttributes },
  { path: '/admin/product/update/multimedia', heading: pages.productUpdateMultimedia },
  { path: '/admin/product/update/group-price', heading: pages.productUpdateGroupPrice },
  { path: '/admin/product/update/stock', heading: pages.productUpdateStock },
  { path: '/admin/user/list', heading: pages.userList },
  { path: '/admin/user/create', heading: pages.userCreate },
  { path: '/admin/user/create/relations', heading: pages.userCreateRelations },
  { path: '/admin/user/update', heading: pages.userUpdate },
  { path: '/admin/user/update/relations', heading: pages.userUpdateRelations },
  { path: '/admin/customer/group/list', heading: pages.customerGroupList },
  { path: '/admin/customer/group/create', heading: pages.customerGroupCreate },
  { path: '/admin/customer/group/update', heading: pages.customerGroupUpdate },
  { path: '/admin/settings/site', heading: pages.siteSettings },
  // Not in SPEC 2: the content pages' list the site-settings issue (#14) adds under settings.
  { path: '/admin/settings/content', heading: ru.adminSettings.pages.contentPageList },
  { path: '/admin/attribute/list', heading: pages.attributeList },
  { path: '/admin/attribute/upsert', heading: pages.attributeUpsert },
  { path: '/admin/attribute-group/list', heading: pages.attributeGroupList },
  { path: '/admin/attribute-group/upsert', heading: pages.attributeGroupUpsert },
  { path: '/admin/integrator-request/list', heading: pages.integratorRequestList },
  // Not in SPEC 2: the media library the catalogue issue (#4) adds.
  { path: '/admin/media', heading: ru.admin.pages.media },
];
