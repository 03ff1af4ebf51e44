import { ru } from '@shop/i18n-ru';
import { pagesOfChunk, type AdminFeatureRoute } from './feature-route';

const pages = ru.admin.pages;

const page = pagesOfChunk(async () => (await import('./product-pages')).productPages);

/** The product pages of the catalogue (#4) with their sub-pages (update pages take the product as `?id=`), and the media library. */
export const productRoutes: readonly AdminFeatureRoute[] = [
  { path: '/admin/product/list', title: pages.productList, loadPage: page('list') },
  { path: '/admin/product/create', title: pages.productCreate, loadPage: page('create') },
  { path: '/admin/product/create/relations', title: pages.productCreateRelations, loadPage: page('createRelations') },
  {
    path: '/admin/product/create/attributes',
    title: pages.productCreateAttributes,
    loadPage: page('createAttributes'),
  },
  {
    path: '/admin/product/create/multimedia',
    title: pages.productCreateMultimedia,
    loadPage: page('createMultimedia'),
  },
  {
    path: '/admin/product/create/group-price',
    title: pages.productCreateGroupPrice,
    loadPage: page('createGroupPrice'),
  },
  { path: '/admin/product/create/stock', title: pages.productCreateStock, loadPage: page('createStock') },
  { path: '/admin/product/update', title: pages.productUpdate, loadPage: page('update') },
  { path: '/admin/product/update/relations', title: pages.productUpdateRelations, loadPage: page('updateRelations') },
  {
    path: '/admin/product/update/attributes',
    title: pages.productUpdateAttributes,
    loadPage: page('updateAttributes'),
  },
  {
    path: '/admin/product/update/multimedia',
    title: pages.productUpdateMultimedia,
    loadPage: page('updateMultimedia'),
  },
  {
    path: '/admin/product/update/group-price',
    title: pages.productUpdateGroupPrice,
    loadPage: page('updateGroupPrice'),
  },
  { path: '/admin/product/update/stock', title: pages.productUpdateStock, loadPage: page('updateStock') },
  { path: '/admin/media', title: ru.admin.pages.media, loadPage: page('media') },
];
