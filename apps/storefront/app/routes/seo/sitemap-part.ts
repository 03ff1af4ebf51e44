import { publicOriginOf } from '../../features/seo/public-origin.server';
import { sitemapResponse } from '../../features/seo/sitemap-response.server';
import { parseSitemapPart } from '../../features/seo/sitemap-xml';
import type { Route } from './+types/sitemap-part';

/** GET /sitemap/{n}.xml: one file of a sitemap index. */
export function loader({ request, params }: Route.LoaderArgs): Promise<Response> {
  const part = parseSitemapPart(params.file);
  if (part === null) return Promise.resolve(new Response('Not Found', { status: 404 }));
  return sitemapResponse(publicOriginOf(request), part);
}
