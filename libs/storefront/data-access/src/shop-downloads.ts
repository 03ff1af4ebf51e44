import { ru } from '@shop/i18n-ru';
import { useQuery } from '@tanstack/react-query';
import { siteSettingsQuery, type SiteSettings } from './site-settings';

/** A file the shop offers for download (the price list, the shop's requisites), as the footer links it. */
export interface ShopDownload {
  href: string;
  label: string;
}

/**
 * The files the site settings hold, each as its public download (the API answers it under the file's own title);
 * none while the settings are not loaded.
 */
export function useShopDownloads(): ShopDownload[] {
  const { data } = useQuery(siteSettingsQuery(''));
  return shopDownloads(data);
}

/** The downloads of `settings`: the price list, then the requisites, each only when set. */
export function shopDownloads(
  settings: Pick<SiteSettings, 'priceListFile' | 'requisitesFile'> | undefined,
): ShopDownload[] {
  const t = ru.storefront.footer;
  const downloads: ShopDownload[] = [];
  if (settings?.priceListFile)
    downloads.push({ href: '/api/v1/site-settings/download/price-list', label: t.priceList });
  if (settings?.requisitesFile)
    downloads.push({ href: '/api/v1/site-settings/download/requisites', label: t.requisites });
  return downloads;
}
