import { QueryClient } from '@tanstack/react-query';

/** A new QueryClient: one per SSR request (never a module singleton) and one per browser tab. */
export function createQueryClient(): QueryClient {
  const onServer = typeof window === 'undefined';
  return new QueryClient({
    defaultOptions: {
      // Data dehydrated by the server is fresh for a minute, so hydration does not refetch it at once.
      // The server never retries: a slow API must not hold the page; the browser retries once instead.
      queries: { staleTime: 60 * 1000, retry: onServer ? false : 1, refetchOnWindowFocus: false },
    },
  });
}
