import { robotsTxt } from '@shop/storefront-seo';
import { publicOrigin } from '@shop/storefront-seo/server';

/** GET /robots.txt */
export function loader(): Response {
  return new Response(robotsTxt(publicOrigin()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
