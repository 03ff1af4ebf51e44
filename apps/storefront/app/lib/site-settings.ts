import { queryOptions } from '@tanstack/react-query';

/** Public site settings (SPEC 3) as the storefront reads them. */
export interface SiteSettings {
  priceListFile: FileReference | null;
  requisitesFile: FileReference | null;
  /** Order total in roubles from which shipping is free, an exact decimal string ("0" by default). */
  freeShippingCost: string;
  thematicTheme: 'default' | 'new_year';
}

/** A stored file; public URL = storage base + '/' + bucketName + path. */
export interface FileReference {
  title: string;
  extension: string;
  bucketName: string;
  path: string;
}

/** SPEC 8: when the API has no settings stored (record not found) the shop runs on these. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  priceListFile: null,
  requisitesFile: null,
  freeShippingCost: '0',
  thematicTheme: 'default',
};

/** Query keys of site settings, generic to specific. */
export const siteSettingsKeys = {
  all: ['site-settings'] as const,
};

const RECORD_NOT_FOUND = 6;

/**
 * Loads the public site settings from `apiBase` ('' in the browser: same origin through the storefront's forwarding).
 * Record-not-found gives the defaults silently; any other failure or a reply without settings throws (and is logged).
 */
export async function fetchSiteSettings(apiBase: string, fetchImpl: typeof fetch = fetch): Promise<SiteSettings> {
  const response = await fetchImpl(`${apiBase}/api/v1/site-settings`, { headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as {
    payload?: { siteSettings?: SiteSettings };
    error?: unknown;
  } | null;
  if (!response.ok) {
    if (body?.error === RECORD_NOT_FOUND) return DEFAULT_SITE_SETTINGS;
    throw new Error(`site settings: HTTP ${response.status}`);
  }
  const settings = body?.payload?.siteSettings;
  if (!settings) throw new Error('site settings: reply has no payload.siteSettings');
  return settings;
}

/** Shared by loaders (prefetch on the server) and components (read from the hydrated cache). */
export function siteSettingsQuery(apiBase: string) {
  return queryOptions({
    queryKey: siteSettingsKeys.all,
    queryFn: async () => {
      try {
        return await fetchSiteSettings(apiBase);
      } catch (error) {
        console.error('[site-settings]', error);
        throw error;
      }
    },
    staleTime: 5 * 60 * 1000,
  });
}
