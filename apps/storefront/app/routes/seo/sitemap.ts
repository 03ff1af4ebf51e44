import { publicOrigin, sitemapResponse } from '@shop/storefront-seo/server';

/** GET /sitemap.xml: the whole urlset, or a sitemap index of /sitemap/{n}.xml when there are over 50 000 URLs. */
export function loader(): Promise<Response> {
  return sitemapResponse(publicOrigin(), null);
}
