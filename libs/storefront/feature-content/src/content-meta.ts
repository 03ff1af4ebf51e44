import { pageSeoMeta, summaryText, type RouteMatchLike } from '@shop/storefront-seo';
import type { MetaDescriptor } from 'react-router';
import { contentPagePath, type ContentPageData } from './content-page-data';

/**
 * Head of a static page: the SEO title (else the page's title) through the shop's title template, the SEO description
 * (else the start of the text), the canonical link and Open Graph tags.
 */
export function contentPageMeta(
  data: ContentPageData | undefined,
  matches: readonly RouteMatchLike[],
): MetaDescriptor[] {
  if (!data) return [];
  const page = data.contentPage;
  return pageSeoMeta(
    {
      title: page.seoTitle?.trim() || page.title,
      description: summaryText(page.seoDescription) || summaryText(page.html),
      canonicalPath: contentPagePath(page.slug),
      type: 'website',
    },
    matches,
  );
}
