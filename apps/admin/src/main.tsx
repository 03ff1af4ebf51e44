import '@shop/ui-kit/styles.css';
import { createApiClient, type ApiClient } from '@shop/api-client';
import { createSessionStore } from '@shop/session';
import { trackSystemColorScheme } from '@shop/ui-kit';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { expireAccessWithSession } from './access/admin-guard';
import { adminAccessOf } from './access/check-admin-access';
import { App } from './app';
import { applyColorMode, readStoredColorMode } from './preferences/color-mode';
import { createAdminRouter } from './router';
import { setChunkReloadTarget } from './routes/load-chunk';
import { readRuntimeConfig } from './runtime-config';

// Before the first render, so the stored colour mode paints from the start.
applyColorMode(readStoredColorMode());
trackSystemColorScheme(document.documentElement);

const config = readRuntimeConfig();
// A browser SPA has one visitor per page, so one session and QueryClient for its lifetime.
// The session and the client need each other: the client asks the session for the token and for a refresh on 401/403.
const session = createSessionStore({ api: () => api });
const api: ApiClient = createApiClient({
  baseUrl: config.apiPublicUrl,
  getAccessToken: session.getAccessToken,
  onUnauthorized: session.onUnauthorized,
});
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});
expireAccessWithSession(session, queryClient);
// Cross-tab login/logout events (SPEC 4); the guard restores the session itself, so start-up needs nothing more.
session.start();

const router = createAdminRouter({ queryClient, access: adminAccessOf(session), homeUrl: config.storefrontPublicUrl });
// A chunk gone after a deploy reloads into the page being opened, not the one being left.
setChunkReloadTarget(() => {
  const next = router.state.navigation.location;
  return next ? router.createHref(next) : null;
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App config={config} session={session} api={api} queryClient={queryClient} router={router} />
  </StrictMode>,
);
