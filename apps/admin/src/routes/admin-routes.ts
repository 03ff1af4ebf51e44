import { ru } from '@shop/i18n-ru';

/** One admin page that, for now, shows a placeholder for the feature that will fill it. */
export interface AdminPlaceholderRoute {
  /** Full URL path as SPEC 2 lists it (the router strips the '/admin' basename). */
  path: string;
  /** Page heading and document title. */
  title: string;
  /** The admin area the page belongs to, as the sidebar names it. */
  area: string;
}

const pages = ru.admin.pages;
const nav = ru.admin.nav;

// Placeholder: delivered with the orders feature (not yet filed).
const orderRoutes: AdminPlaceholderRoute[] = [
  { path: '/admin/order/list', title: pages.orderList, area: nav.orders },
  { path: '/admin/order/info', title: pages.orderInfo, area: nav.orders },
];

// TODO(#4): the catalogue issue replaces these placeholders with the category pages.
const categoryRoutes: AdminPlaceholderRoute[] = [
  { path: '/admin/category/list', title: pages.categoryList, area: nav.categories },
  { path: '/admin/category/create', title: pages.categoryCreate, area: nav.categories },
  { path: '/admin/category/update', title: pages.categoryUpdate, area: nav.categories },
  { path: '/admin/category/update/product-list', title: pages.categoryProductList, area: nav.categories },
];

// TODO(#4): the catalogue issue replaces these placeholders with the product pages and their sub-pages.
const productRoutes: AdminPlaceholderRoute[] = [
  { path: '/admin/product/list', title: pages.productList, area: nav.products },
  { path: '/admin/product/create', title: pages.productCreate, area: nav.products },
  { path: '/admin/product/create/relations', title: pages.productCreateRelations, area: nav.products },
  { path: '/admin/product/create/attributes', title: pages.productCreateAttributes, area: nav.products },
  { path: '/admin/product/create/multimedia', title: pages.productCreateMultimedia, area: nav.products },
  { path: '/admin/product/create/group-price', title: pages.productCreateGroupPrice, area: nav.products },
  { path: '/admin/product/update', title: pages.productUpdate, area: nav.products },
  { path: '/admin/product/update/relations', title: pages.productUpdateRelations, area: nav.products },
  { path: '/admin/product/update/attributes', title: pages.productUpdateAttributes, area: nav.products },
  { path: '/admin/product/update/multimedia', title: pages.productUpdateMultimedia, area: nav.products },
  { path: '/admin/product/update/group-price', title: pages.productUpdateGroupPrice, area: nav.products },
];

// TODO(#4): the catalogue issue (group-specific prices) replaces these placeholders with the customer group pages.
const customerGroupRoutes: AdminPlaceholderRoute[] = [
  { path: '/admin/customer/group/list', title: pages.customerGroupList, area: nav.customerGroups },
  { path: '/admin/customer/group/create', title: pages.customerGroupCreate, area: nav.customerGroups },
  { path: '/admin/customer/group/update', title: pages.customerGroupUpdate, area: nav.customerGroups },
];

// Placeholder: delivered with the site settings feature (not yet filed).
const settingsRoutes: AdminPlaceholderRoute[] = [
  { path: '/admin/settings/site', title: pages.siteSettings, area: nav.siteSettings },
];

// TODO(#4): the catalogue issue replaces these placeholders with the attribute pages.
const attributeRoutes: AdminPlaceholderRoute[] = [
  { path: '/admin/attribute/list', title: pages.attributeList, area: nav.attributes },
  { path: '/admin/attribute/upsert', title: pages.attributeUpsert, area: nav.attributes },
];

// TODO(#4): the catalogue issue replaces these placeholders with the attribute group pages.
const attributeGroupRoutes: AdminPlaceholderRoute[] = [
  { path: '/admin/attribute-group/list', title: pages.attributeGroupList, area: nav.attributeGroups },
  { path: '/admin/attribute-group/upsert', title: pages.attributeGroupUpsert, area: nav.attributeGroups },
];

// Placeholder: delivered with the integrator requests feature (not yet filed).
const integratorRequestRoutes: AdminPlaceholderRoute[] = [
  { path: '/admin/integrator-request/list', title: pages.integratorRequestList, area: nav.integratorRequests },
];

/** Every admin page of SPEC 2 still waiting for its feature (the dashboard and user pages are real), in sidebar order. */
export const adminPlaceholderRoutes: readonly AdminPlaceholderRoute[] = [
  ...orderRoutes,
  ...categoryRoutes,
  ...productRoutes,
  ...customerGroupRoutes,
  ...attributeRoutes,
  ...attributeGroupRoutes,
  ...integratorRequestRoutes,
  ...settingsRoutes,
];
