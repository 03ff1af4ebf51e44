import { ru } from '@shop/i18n-ru';
import { pagesOfChunk, type AdminFeatureRoute } from './feature-route';

const page = pagesOfChunk(async () => (await import('./dashboard-pages')).dashboardPages);

/** The admin home (#14): figures, the latest orders and the chart of orders by day, at the index route. */
export const dashboardRoute: AdminFeatureRoute = {
  path: '/admin',
  title: ru.admin.pages.dashboard,
  loadPage: page('home'),
};
