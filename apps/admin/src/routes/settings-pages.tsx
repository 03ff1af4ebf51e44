import {
  ContentPageEditPage,
  ContentPageListPage,
  createSiteSettingsApi,
  SiteSettingsApiProvider,
  SiteSettingsPage,
} from '@shop/admin-feature-site-settings';
import type { ComponentType } from 'react';
import { withApiSeam } from './with-api-seam';

/** A settings page with its API seam. */
const withSiteSettingsApi = withApiSeam('withSiteSettingsApi', SiteSettingsApiProvider, createSiteSettingsApi);

/** The settings pages (#14), in the settings chunk: settings-routes.ts loads it when a settings page is first opened. */
export const settingsPages = {
  site: withSiteSettingsApi(SiteSettingsPage),
  contentList: withSiteSettingsApi(ContentPageListPage),
  contentEdit: withSiteSettingsApi(ContentPageEditPage),
} satisfies Record<string, ComponentType>;
