import type { MiddlewareFunction } from 'react-router';
import { createQueryClient } from './query-client';
import { queryClientContext } from './request-context';

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
