import { publicOrigin, sitemapResponse } from '@shop/storefront-seo/server';
import { parseSitemapPart } from '@shop/storefront-seo';
import type { Route } from './+types/sitemap-part';

/** GET /sitemap/{n}.xml: one file of a sitemap index. */
export function loader({ params }: Route.LoaderArgs): Promise<Response> {
  const part = parseSitemapPart(params.file);
  if (part === null) return Promise.resolve(new Response('Not Found', { status: 404 }));
  return sitemapResponse(publicOrigin(), part);
}
