import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { RouterContextProvider } from 'react-router';
import { serverEnv } from './env.server';
import { logFailure } from './log';
import { queryClientContext } from './request-context';
import { cachedSiteSettings } from './server-caches.server';
import { siteSettingsQuery } from './site-settings';

/**
 * Prefetches the site settings into this request's QueryClient and returns its dehydrated state.
 * A failed load is left to the client (prefetch never throws), so the page still renders with the default logo.
 */
export async function prefetchSiteSettings(context: Readonly<RouterContextProvider>): Promise<DehydratedState> {
  const queryClient = context.get(queryClientContext);
  // The process's copy while the change stream is live (a settings change purges it), else a call to the API;
  // a failure is logged as the shared query's own load logs it (SPEC 8).
  const queryFn = () =>
    cachedSiteSettings().catch((error: unknown) => {
      void logFailure(serverEnv.apiUrl, 'site-settings', error);
      throw error;
    });
  await queryClient.prefetchQuery({ ...siteSettingsQuery(serverEnv.apiUrl), queryFn });
  return dehydrate(queryClient);
}
