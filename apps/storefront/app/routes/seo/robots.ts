import { robotsTxt } from '@shop/storefront-seo';
import { publicOriginOf } from '@shop/storefront-seo/server';
import type { Route } from './+types/robots';

/** GET /robots.txt */
export function loader({ request }: Route.LoaderArgs): Response {
  return new Response(robotsTxt(publicOriginOf(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
