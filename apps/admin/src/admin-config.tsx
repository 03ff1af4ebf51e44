import { BRAND_DEFAULT } from '@shop/i18n-ru';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { parseRuntimeConfig, type AdminRuntimeConfig } from './runtime-config';

/** The runtime config with the brand resolved to a name. */
export type AdminConfig = AdminRuntimeConfig & { brandName: string };

function resolve(config: AdminRuntimeConfig): AdminConfig {
  return { ...config, brandName: config.brandName ?? BRAND_DEFAULT };
}

const AdminConfigContext = createContext<AdminConfig>(resolve(parseRuntimeConfig(undefined)));

/** Makes the runtime config available to every admin page. */
export function AdminConfigProvider({ config, children }: { config: AdminRuntimeConfig; children: ReactNode }) {
  const value = useMemo(() => resolve(config), [config]);
  return <AdminConfigContext value={value}>{children}</AdminConfigContext>;
}

/** The runtime config of the running admin (API and storefront URLs, brand). */
export function useAdminConfig(): AdminConfig {
  return useContext(AdminConfigContext);
}
