import { serverEnv } from '@shop/storefront-data-access/server';

/** The storefront's public origin: STOREFRONT_PUBLIC_URL when set (behind a proxy), else the request's own origin. */
export function publicOriginOf(request: Request): string {
  return serverEnv.publicUrl || new URL(request.url).origin;
}
