import { createApiClient, type ApiClient } from '@shop/api-client';
import { createSessionStore, type SessionSnapshot, type SessionStore } from '@shop/session';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PersonalData } from './personal-data';
import { readAnonymousUserIdCookie, readCartIdCookie } from './shopper-ids';

/** The browser's session store and the API client that authenticates with it. */
export interface ClientSession {
  session: SessionStore;
  api: ApiClient;
}

/**
 * One per tab (and one per server render, never a module singleton). The browser talks to the storefront's
 * origin ('' base URL), which forwards /api/v1 to the API, so the refresh cookie is first-party. The cart and
 * anonymous ids are read from their cookies on every call, so one the API has just set or the client has just
 * forgotten counts at once (SPEC 7: re-read after a call that needed a reset).
 */
export function createClientSession(initial: SessionSnapshot | undefined): ClientSession {
  const session = createSessionStore({ api: () => api, ...(initial ? { initial } : {}) });
  const api = createApiClient({
    baseUrl: '',
    getAccessToken: session.getAccessToken,
    onUnauthorized: session.onUnauthorized,
    getCartId: readCartIdCookie,
    getAnonymousUserId: readAnonymousUserIdCookie,
  });
  return { session, api };
}

const ApiContext = createContext<ApiClient | null>(null);

/** Makes the session-aware API client available to `useApi`. */
export function ApiProvider({ api, children }: { api: ApiClient; children?: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The API client of this tab (Bearer token from the session, one retry after a refresh on 401/403). */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi: no <ApiProvider> above this component');
  return api;
}

const PersonalPendingContext = createContext(false);

/** Makes {@link usePersonalPending} true below it while a price group's page has not taken up its visitor's data. */
export function PersonalPendingProvider({ pending, children }: { pending: boolean; children?: ReactNode }) {
  return <PersonalPendingContext.Provider value={pending}>{children}</PersonalPendingContext.Provider>;
}

/**
 * True on a price group's page from the render cache until it has taken up its visitor's data (issue #27): the
 * server rendered it for no one, so a part that shows the person (the header's name) shows a neutral state until
 * then, the same on the server and in the hydrating render.
 */
export function usePersonalPending(): boolean {
  return useContext(PersonalPendingContext);
}

/**
 * Browser side of the session: starts the store (cross-tab events, start-up restore), adopts each new session
 * the server restored (root loader data after a navigation), and silently refreshes the user when the tab
 * regains focus or is shown again (throttled to once per 60 s by the store), so a customer-group change reloads the
 * page. A pending integrator request is watched more closely by its own feature, which forces the refresh.
 *
 * On a price group's page (`personalPage`), the visitor's session from the page's `personal` data is adopted once
 * the page has hydrated, before the store starts (which would otherwise restore it through the API); the result
 * tells whether that is still to come.
 */
export function useClientSession(
  client: ClientSession,
  serverSession: SessionSnapshot | undefined,
  personalPage = false,
  personal?: PersonalData,
): { personalPending: boolean } {
  const [personalPending, setPersonalPending] = useState(personalPage);
  // Before any effect of the page (the shopper's stores take a change of session for a sign-in, and reload) and
  // before the hydrated page is first painted.
  useLayoutEffect(() => {
    if (personal) client.session.setSnapshot(personal.session);
    setPersonalPending(false);
  }, [client, personal]);
  useEffect(() => client.session.start(), [client]);

  const seen = useRef(serverSession);
  useEffect(() => {
    if (!serverSession || seen.current === serverSession) return;
    seen.current = serverSession;
    client.session.setSnapshot(serverSession);
  }, [client, serverSession]);

  useEffect(() => {
    const onFocus = () => void client.session.loadUser().catch(() => null);
    const onVisible = () => {
      if (document.visibilityState === 'visible') onFocus();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [client]);
  return { personalPending };
}
