import stylesHref from './styles.css?url';
import { OverlayProvider, PageLoadingBar, SYSTEM_COLOR_SCHEME_SCRIPT, ToastProvider } from '@shop/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { isbot } from 'isbot';
import { SessionProvider } from '@shop/session';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { ShopperProvider } from './shopper';
import { IntegratorRequestWatch } from '@shop/storefront-feature-integrator-requests';
import { BrowserBanner, useChunkLoadReload, useNewBuildReload, ErrorPage } from '@shop/storefront-ui-layout';
import { DEFAULT_COLOR_MODE, effectiveColorMode, readColorModeCookie } from '@shop/domain';
import { errorPageContent } from '@shop/storefront-domain';
import {
  serverEnv,
  queryClientMiddleware,
  getSession,
  startUpMiddleware,
  isDataRequest,
  isSharedRender,
  isPriceGroupRender,
  loadShopperState,
} from '@shop/storefront-data-access/server';
import { publicOrigin } from '@shop/storefront-seo/server';
import { titleMeta } from '@shop/storefront-seo';
import {
  ApiProvider,
  createClientSession,
  useClientSession,
  createQueryClient,
  PersonalDataSlot,
  PersonalPendingProvider,
  readPersonalData,
  useNonce,
  useRootData,
  type RootData,
} from '@shop/storefront-data-access';

export const middleware: Route.MiddlewareFunction[] = [queryClientMiddleware, startUpMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesHref },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { accessToken, user } = getSession(context);
  // A price group's page (issue #27) is rendered with one customer's token for the prices and kept for all of them:
  // nothing of that customer goes in; each visitor's own session comes in the page's personal data.
  const priceGroupPage = isPriceGroupRender(request);
  return {
    session: priceGroupPage ? { accessToken: null, user: null } : { accessToken, user },
    ...(priceGroupPage ? { personal: true as const } : {}),
    // SPEC 4 start-up, after the session: a page load seeds the browser's cart and favorites; client navigations
    // leave them out, as the browser's stores keep themselves current, and so does the render cache's shared page
    // (rendered without the visitor's cookies), whose browser then loads them.
    ...(isDataRequest(request) || isSharedRender(request) ? {} : { shopper: await loadShopperState(request, context) }),
    publicOrigin: publicOrigin(),
    brand: serverEnv.brand,
    colorMode: readColorModeCookie(request.headers.get('cookie')),
    isProduction: serverEnv.isProduction,
    isBot: isbot(request.headers.get('user-agent') ?? ''),
  };
}

/** Re-run on every path change, so each client navigation reaches the server's redirect lookup (middleware). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** Title of the error page (the pages' own meta does not run when they failed). */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!error || root?.isBot) return [];
  const production = root?.isProduction ?? import.meta.env.PROD;
  return titleMeta(errorPageContent(error, production).title, matches);
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const matches = useMatches();
  const chosen = root?.colorMode ?? DEFAULT_COLOR_MODE;
  const mode = effectiveColorMode(chosen, matches);
  // The page's CSP nonce (server only); React Router's <Links>, <Scripts> and <ScrollRestoration> take it from <ServerRouter>.
  const nonce = useNonce();
  // In the layout rather than App, so they also run on error pages.
  useChunkLoadReload();
  useNewBuildReload();
  useEffect(() => {
    // Marks a hydrated page: end-to-end tests and monitoring wait for it before checking client-only UI.
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    // The head's script adds data-color-scheme before the first paint, an attribute React does not render.
    <html
      lang="ru"
      data-color-mode={mode}
      data-color-mode-forced={mode !== chosen ? '' : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SYSTEM_COLOR_SCHEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {root?.personal ? <PersonalDataSlot /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // One client per tab; on the server the root renders once per request, so this is one per request there.
  const [queryClient] = useState(createQueryClient);
  const root = useRootData();
  // One session store and API client per tab (per render on the server), seeded with the session the server restored.
  const [client] = useState(() => createClientSession(root?.session));
  // On a price group's page, the visitor's own data, read before hydration changes anything.
  const [personal] = useState(() => (root?.personal ? readPersonalData() : undefined));
  const { personalPending } = useClientSession(client, root?.session, root?.personal === true, personal);
  const navigation = useNavigation();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={client.session}>
        <ApiProvider api={client.api}>
          <ShopperProvider client={client} initial={root?.shopper} personal={personal?.shopper}>
            <PersonalPendingProvider pending={personalPending}>
              <ToastProvider>
                <OverlayProvider>
                  <PageLoadingBar active={navigation.state !== 'idle'} />
                  <BrowserBanner />
                  <IntegratorRequestWatch />
                  <Outlet />
                </OverlayProvider>
              </ToastProvider>
            </PersonalPendingProvider>
          </ShopperProvider>
        </ApiProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  // SPEC 2: crawlers get the status code only, no error page.
  if (root?.isBot) return null;
  return <ErrorPage content={errorPageContent(error, root?.isProduction ?? import.meta.env.PROD)} />;
}
