import { createContext, useContext, type ReactNode } from 'react';
import type { SiteSettingsApi } from './site-settings-api';

const SiteSettingsApiContext = createContext<SiteSettingsApi | null>(null);

/** Gives the settings pages their API (the app passes the real one, tests a fake). */
export function SiteSettingsApiProvider({ api, children }: { api: SiteSettingsApi; children: ReactNode }) {
  return <SiteSettingsApiContext value={api}>{children}</SiteSettingsApiContext>;
}

/** The settings API of the nearest {@link SiteSettingsApiProvider}. */
export function useSiteSettingsApi(): SiteSettingsApi {
  const api = useContext(SiteSettingsApiContext);
  if (!api) throw new Error('useSiteSettingsApi needs a <SiteSettingsApiProvider> above it');
  return api;
}
