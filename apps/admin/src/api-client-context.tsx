import type { ApiClient } from '@shop/api-client';
import { createContext, useContext, type ReactNode } from 'react';

const AdminApiClientContext = createContext<ApiClient | null>(null);

/** Gives the route modules the app's typed API client, from which they build each feature's API seam. */
export function AdminApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <AdminApiClientContext value={client}>{children}</AdminApiClientContext>;
}

/** The API client of the nearest {@link AdminApiClientProvider}. */
export function useAdminApiClient(): ApiClient {
  const client = useContext(AdminApiClientContext);
  if (!client) throw new Error('useAdminApiClient needs an <AdminApiClientProvider> above it');
  return client;
}
