export { SiteSettingsPage } from './site-settings-page';
export { ContentPageListPage } from './content-page-list-page';
export { ContentPageEditPage } from './content-page-edit-page';
export { SiteSettingsApiProvider, useSiteSettingsApi } from './site-settings-api-context';
export {
  createSiteSettingsApi,
  type AdminSiteSettings,
  type ContentPage,
  type ContentPageSlug,
  type SiteFileField,
  type SiteSettingsApi,
  type SiteSettingsChange,
} from './site-settings-api';
export { settingsKeys } from './settings-queries';
export { settingsPaths, CONTENT_PAGE_SLUGS } from './settings-paths';
