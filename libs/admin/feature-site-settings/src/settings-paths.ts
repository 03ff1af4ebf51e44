import type { ContentPageSlug } from './site-settings-api';

/** Router paths of the settings pages (relative to the admin's '/admin' basename). */
export const settingsPaths = {
  site: '/settings/site',
  contentList: '/settings/content',
  /** One content page's editor. */
  content: (slug: ContentPageSlug) => `/settings/content/${slug}`,
} as const;

/** The four content pages in the order the storefront's footer lists them. */
export const CONTENT_PAGE_SLUGS: readonly ContentPageSlug[] = [
  'contact',
  'delivery',
  'user-agreement',
  'application-conditions',
];

/** A slug of the URL as a content page's, or null for anything else. */
export function toContentPageSlug(value: string | undefined): ContentPageSlug | null {
  return CONTENT_PAGE_SLUGS.find((slug) => slug === value) ?? null;
}
