import { ru } from '@shop/i18n-ru';
import { pagesOfChunk, type AdminFeatureRoute } from './feature-route';

const pages = ru.admin.pages;

const page = pagesOfChunk(async () => (await import('./order-pages')).orderPages);

/** The order desk (#13): the list, and an order's page taking the order as `?id=`. */
export const orderRoutes: readonly AdminFeatureRoute[] = [
  { path: '/admin/order/list', title: pages.orderList, loadPage: page('list') },
  { path: '/admin/order/info', title: pages.orderInfo, loadPage: page('info') },
];
