import { createApiSeam } from '@shop/admin-data-access';
import type { SiteSettingsApi } from './site-settings-api';

const siteSettingsApiSeam = createApiSeam<SiteSettingsApi>('SiteSettingsApi');

/** Gives the site-settings pages their API (the app passes the real one, tests a fake). */
export const SiteSettingsApiProvider = siteSettingsApiSeam.Provider;

/** The API of the nearest {@link SiteSettingsApiProvider}. */
export const useSiteSettingsApi = siteSettingsApiSeam.useApi;
