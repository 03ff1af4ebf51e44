import { useQuery } from '@tanstack/react-query';
import { useRootData } from './root-data';
import { siteSettingsQuery } from './site-settings';

/** The shop's name (root loader) and whether the site settings ask for the new-year logo (SPEC 4). */
export function useBranding(): { brand: string; newYear: boolean } {
  const brand = useRootData()?.brand ?? '';
  const { data } = useQuery(siteSettingsQuery(''));
  return { brand, newYear: data?.thematicTheme === 'new_year' };
}
