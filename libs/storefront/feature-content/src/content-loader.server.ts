import { unwrap } from '@shop/api-client';
import { catalogueApi, reportLoadFailure } from '@shop/storefront-data-access/server';
import type { RouterContextProvider } from 'react-router';
import type { ContentPageData, ContentPageSlug } from './content-page-data';

/**
 * A static page for its route's loader: the page as the API shows it (its built-in text until an administrator edits
 * it, cached there like the catalogue) and the seller's requisites. A failure is logged and becomes the error page.
 */
export async function loadContentPage(
  context: Readonly<RouterContextProvider>,
  slug: ContentPageSlug,
  fetchImpl?: typeof fetch,
): Promise<ContentPageData> {
  try {
    const reply = unwrap(
      await catalogueApi(context, fetchImpl).GET('/api/v1/content-page/{slug}', { params: { path: { slug } } }),
    );
    return reply.payload;
  } catch (error) {
    reportLoadFailure(`content-page:${slug}`, error);
    throw error;
  }
}
