import { publicOriginOf, sitemapResponse } from '@shop/storefront-seo/server';
import type { Route } from './+types/sitemap';

/** GET /sitemap.xml: the whole urlset, or a sitemap index of /sitemap/{n}.xml when there are over 50 000 URLs. */
export function loader({ request }: Route.LoaderArgs): Promise<Response> {
  return sitemapResponse(publicOriginOf(request), null);
}
