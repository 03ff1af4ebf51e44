import { ru } from '@shop/i18n-ru';
import { pagesOfChunk, type AdminFeatureRoute } from './feature-route';

const page = pagesOfChunk(async () => (await import('./settings-pages')).settingsPages);

/** The site settings (#14): the settings screen, and the content pages' list and editor (`:slug` is one of the four). */
export const settingsRoutes: readonly AdminFeatureRoute[] = [
  { path: '/admin/settings/site', title: ru.admin.pages.siteSettings, loadPage: page('site') },
  { path: '/admin/settings/content', title: ru.adminSettings.pages.contentPageList, loadPage: page('contentList') },
  {
    path: '/admin/settings/content/:slug',
    title: ru.adminSettings.pages.contentPageEdit,
    loadPage: page('contentEdit'),
  },
];
