import { createApiClient, isApiError, unwrap } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { FREE_SHIPPING_COST_DEFAULT } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { logFailure } from './log';
import { SERVER_TIMEOUT_MS } from './server-timeout';

/** Public site settings (SPEC 3). */
export type SiteSettings = Schema<'SiteSettings'>;

/** SPEC 8: when the API has no settings stored (record not found) the shop runs on these. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  priceListFile: null,
  requisitesFile: null,
  freeShippingCost: FREE_SHIPPING_COST_DEFAULT,
  thematicTheme: 'default',
};

/** Query keys of site settings, generic to specific. */
export const siteSettingsKeys = {
  all: ['site-settings'] as const,
};

/**
 * Loads the public site settings from `apiBase` ('' in the browser: same origin through the storefront's forwarding).
 * Record-not-found gives the defaults silently; any other failure or a reply without settings throws (SPEC 8).
 */
export async function fetchSiteSettings(apiBase: string, fetchImpl?: typeof fetch): Promise<SiteSettings> {
  const api = createApiClient({
    baseUrl: apiBase,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...(typeof window === 'undefined' ? { timeoutMs: SERVER_TIMEOUT_MS } : {}),
  });
  try {
    const settings = unwrap(await api.GET('/api/v1/site-settings'))?.payload?.siteSettings;
    if (!settings) throw new Error('site settings: reply has no payload.siteSettings');
    return settings;
  } catch (error) {
    if (isApiError(error) && error.code === ErrorCode.RecordNotFound) return DEFAULT_SITE_SETTINGS;
    throw error;
  }
}

/**
 * Shared by loaders (prefetch on the server) and components (read from the hydrated cache). One key for every caller,
 * so a load already running is joined, never started again (SPEC 4's loading flag); a failure other than code 6 is
 * logged (console and the log call) and rethrown (SPEC 8).
 */
export function siteSettingsQuery(apiBase: string) {
  return queryOptions({
    queryKey: siteSettingsKeys.all,
    queryFn: async () => {
      try {
        return await fetchSiteSettings(apiBase);
      } catch (error) {
        void logFailure(apiBase, 'site-settings', error);
        throw error;
      }
    },
    staleTime: 5 * 60 * 1000,
  });
}

/** The site settings as a component sees them (SPEC 4). */
export interface SiteSettingsState {
  /** The settings; undefined until loaded, or when loading failed (callers then show nothing that depends on them). */
  settings: SiteSettings | undefined;
  /** A load is running; while it does, no other one starts (callers join it). */
  isLoading: boolean;
  /** True from the start until the first load settles, either way. */
  isFirstPageLoading: boolean;
}

/** The site settings in the browser: the loader's prefetched copy, else one shared load from the API through the storefront. */
export function useSiteSettings(apiBase = ''): SiteSettingsState {
  const { data, isFetching, status } = useQuery(siteSettingsQuery(apiBase));
  return { settings: data, isLoading: isFetching, isFirstPageLoading: status === 'pending' };
}
