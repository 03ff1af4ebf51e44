import { STORAGE_KEYS, readCookie } from '@shop/domain';
import type { ListingLayout } from '@shop/storefront-ui-catalogue';

/** SPEC 3 stored preference keys of the listings' grid/list switch. */
export type DisplayPreferenceKey =
  | typeof STORAGE_KEYS.categoryListDisplayAs
  | typeof STORAGE_KEYS.categoryProductListDisplayAs
  | typeof STORAGE_KEYS.allProductsDisplayAs
  | typeof STORAGE_KEYS.searchProductsDisplayAs;

/** The layout of a listing the visitor never switched. */
export const DEFAULT_LAYOUT: ListingLayout = 'grid';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The remembered layout of a listing. Kept in a cookie (not localStorage) so the server renders the chosen
 * layout straight away: no grid-then-list flash on hydration.
 */
export function readDisplayPreference(
  cookieHeader: string | null | undefined,
  key: DisplayPreferenceKey,
): ListingLayout {
  const value = readCookie(cookieHeader, key);
  return value === 'grid' || value === 'list' ? value : DEFAULT_LAYOUT;
}

/** The document.cookie string remembering `layout` under `key` for a year on the whole site. */
export function displayPreferenceCookie(key: DisplayPreferenceKey, layout: ListingLayout): string {
  return `${key}=${layout}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** Remembers the visitor's choice in the browser (the next server render reads it from the request). */
export function rememberDisplayPreference(
  key: DisplayPreferenceKey,
  layout: ListingLayout,
  doc: Pick<Document, 'cookie'> = document,
): void {
  doc.cookie = displayPreferenceCookie(key, layout);
}
