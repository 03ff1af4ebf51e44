import type { User } from '@shop/domain';
import { createSessionStore, SessionProvider } from '@shop/session';
import { testUser, type Handler } from '@shop/session/testing';
import { fakeApiClient } from '@shop/storefront-testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from '../session-client';
import { siteSettingsKeys } from '../site-settings';

/** What {@link StoryShop} puts above a page. */
export interface StoryShopProps {
  /** The API's answers ("METHOD /path" → a reply); anything else is a 404 in the error envelope. */
  routes?: Record<string, Handler | Handler[]>;
  /** The signed-in customer; a confirmed Иван by default. */
  user?: User;
  /** The site settings' free-shipping threshold (roubles). */
  freeShippingCost?: string;
  children: ReactNode;
}

/**
 * The providers a storefront page finds above it in the app, for a story: a query client already holding the site
 * settings (as a layout's loader leaves them), the session of a signed-in customer, and the API answering `routes`.
 * The toasts and overlays of the UI kit are the story's own to add.
 */
export function StoryShop({
  routes = {},
  user = testUser({ emailIsConfirmed: true }),
  freeShippingCost = '100000.00',
  children,
}: StoryShopProps) {
  const [{ client, session, queryClient }] = useState(() => {
    const { client } = fakeApiClient(routes, { accessToken: 'access-story' });
    const session = createSessionStore({
      api: client,
      initial: { accessToken: 'access-story', user },
      storage: null,
      subscribeStorage: () => () => undefined,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(siteSettingsKeys.all, {
      priceListFile: null,
      requisitesFile: null,
      freeShippingCost,
      thematicTheme: 'default',
    });
    return { client, session, queryClient };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={session}>
        <ApiProvider api={client}>{children}</ApiProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
