import type { Schema } from '@shop/api-contract';
import type { ColorMode } from '@shop/domain';

/** One of the four static pages. */
export type ContentPageSlug = Schema<'ContentPageSlug'>;

/** What a static page's loader gives the page and its meta: the page and the seller's requisites (null while none are set). */
export interface ContentPageData {
  contentPage: Schema<'PublicContentPage'>;
  seller: Schema<'SellerRequisites'> | null;
}

/** The site path of a static page. */
export function contentPagePath(slug: ContentPageSlug): string {
  return `/${slug}`;
}

/** What a static page's route declares in its `handle`: a forced colour mode (SPEC 2), read by the root layout. */
export interface ContentPageHandle {
  colorMode?: ColorMode;
}

/**
 * The route handles of the static pages. The user agreement is a legal document that visitors read at length, print
 * and save as PDF, so it is always shown light, as on paper; the other pages follow the visitor's choice.
 */
const HANDLES: Readonly<Record<ContentPageSlug, ContentPageHandle>> = {
  contact: {},
  delivery: {},
  'user-agreement': { colorMode: 'light' },
  'application-conditions': {},
};

/** The `handle` a static page's route exports. */
export function contentPageHandle(slug: ContentPageSlug): ContentPageHandle {
  return HANDLES[slug];
}
