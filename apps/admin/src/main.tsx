import '@shop/ui-kit/styles.css';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAccessApi } from './access/access-api';
import { App } from './app';
import { applyColorMode, readStoredColorMode } from './preferences/color-mode';
import { createAdminRouter } from './router';
import { readRuntimeConfig } from './runtime-config';

// Before the first render, so the stored colour mode paints from the start.
applyColorMode(readStoredColorMode());

const config = readRuntimeConfig();
// A browser SPA has one visitor per page, so one QueryClient and one jotai store for its lifetime.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});
const store = createStore();
const router = createAdminRouter({
  queryClient,
  access: createAccessApi(config.apiPublicUrl),
  homeUrl: config.storefrontPublicUrl,
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App config={config} queryClient={queryClient} store={store} router={router} />
  </StrictMode>,
);
