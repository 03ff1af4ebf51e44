import { redirect, redirectDocument, type MiddlewareFunction } from 'react-router';
import { createQueryClient } from './query-client';
import { isAbsoluteUrl } from './redirect-lookup';
import { queryClientContext } from './request-context';
import { cachedRedirect } from './server-caches.server';

/** Gives each request its own QueryClient (module singletons would leak one shopper's data to another). */
export const queryClientMiddleware: MiddlewareFunction<Response> = ({ context }) => {
  context.set(queryClientContext, createQueryClient());
};

/** Path of the page a request is for; client navigations arrive as `/<path>.data` (single fetch). */
export function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (pathname.endsWith('/_.data')) pathname = pathname.slice(0, -'_.data'.length);
  else if (pathname === '/_root.data') pathname = '/';
  else if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** A client navigation's data request (single fetch, `/<path>.data`) rather than a document load. */
export function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data');
}

/**
 * SPEC 2: every navigation asks the API for a redirect by path. Document loads and client navigations
 * (the root loader revalidates on every path change) both pass here. An absolute target is a full page load.
 * While the API's change stream is live the answer comes from the process's memo, so the page's own calls do not
 * wait behind a look-up (issue #15).
 */
export const routeRedirectMiddleware: MiddlewareFunction<Response> = async ({ request }) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const target = await cachedRedirect(pagePathOf(request));
  if (!target) return;
  throw isAbsoluteUrl(target.to) ? redirectDocument(target.to, target.status) : redirect(target.to, target.status);
};
