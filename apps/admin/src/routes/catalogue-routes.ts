import { ru } from '@shop/i18n-ru';
import { pagesOfChunk, type AdminFeatureRoute } from './feature-route';

const pages = ru.admin.pages;

const page = pagesOfChunk(async () => (await import('./catalogue-pages')).cataloguePages);

/** The admin pages of the catalogue: categories, customer groups, attributes and attribute groups (#4). */
export const catalogueRoutes: readonly AdminFeatureRoute[] = [
  { path: '/admin/category/list', title: pages.categoryList, loadPage: page('categoryList') },
  { path: '/admin/category/create', title: pages.categoryCreate, loadPage: page('categoryCreate') },
  { path: '/admin/category/update', title: pages.categoryUpdate, loadPage: page('categoryUpdate') },
  { path: '/admin/category/update/product-list', title: pages.categoryProductList, loadPage: page('categoryProducts') },
  { path: '/admin/customer/group/list', title: pages.customerGroupList, loadPage: page('customerGroupList') },
  { path: '/admin/customer/group/create', title: pages.customerGroupCreate, loadPage: page('customerGroupCreate') },
  { path: '/admin/customer/group/update', title: pages.customerGroupUpdate, loadPage: page('customerGroupUpdate') },
  { path: '/admin/attribute/list', title: pages.attributeList, loadPage: page('attributeList') },
  { path: '/admin/attribute/upsert', title: pages.attributeUpsert, loadPage: page('attributeUpsert') },
  { path: '/admin/attribute-group/list', title: pages.attributeGroupList, loadPage: page('attributeGroupList') },
  { path: '/admin/attribute-group/upsert', title: pages.attributeGroupUpsert, loadPage: page('attributeGroupUpsert') },
];
