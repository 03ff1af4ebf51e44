import { ru } from '@shop/i18n-ru';
import { pagesOfChunk, type AdminFeatureRoute } from './feature-route';

const page = pagesOfChunk(async () => (await import('./integrator-request-pages')).integratorRequestPages);

/** The integrator requests (#14): the list, where a pending request is confirmed into a customer group or rejected. */
export const integratorRequestRoutes: readonly AdminFeatureRoute[] = [
  { path: '/admin/integrator-request/list', title: ru.admin.pages.integratorRequestList, loadPage: page('list') },
];
