import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { RouterContextProvider } from 'react-router';
import { serverEnv } from './env.server';
import { queryClientContext } from './request-context';
import { siteSettingsQuery } from './site-settings';

/**
 * Prefetches the site settings into this request's QueryClient and returns its dehydrated state.
 * A failed load is left to the client (prefetch never throws), so the page still renders with the default logo.
 */
export async function prefetchSiteSettings(context: Readonly<RouterContextProvider>): Promise<DehydratedState> {
  const queryClient = context.get(queryClientContext);
  await queryClient.prefetchQuery(siteSettingsQuery(serverEnv.apiUrl));
  return dehydrate(queryClient);
}
