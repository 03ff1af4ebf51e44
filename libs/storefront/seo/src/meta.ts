import { BRAND_DEFAULT, pageTitle } from '@shop/i18n-ru';
import type { MetaDescriptor } from 'react-router';

/** The part of a route match that meta builders read (React Router's MetaArgs['matches'] entries). */
export type RouteMatchLike = { id: string; loaderData?: unknown } | undefined;

/** The shop name the root loader read from BRAND_NAME (the default brand when the root has no data). */
export function brandFrom(matches: readonly RouteMatchLike[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  const brand = typeof root === 'object' && root !== null ? (root as { brand?: unknown }).brand : undefined;
  return typeof brand === 'string' && brand !== '' ? brand : BRAND_DEFAULT;
}

/** Meta of a page: its title through the template '%s - интернет-магазин {brand}'. */
export function titleMeta(page: string, matches: readonly RouteMatchLike[]): MetaDescriptor[] {
  return [{ title: pageTitle(page, brandFrom(matches)) }];
}
