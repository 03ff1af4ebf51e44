import { createContext, useContext, type ReactNode } from 'react';
import type { IntegratorRequestsApi } from './integrator-requests-api';

const IntegratorRequestsApiContext = createContext<IntegratorRequestsApi | null>(null);

/** Gives the integrator-request page its API (the app passes the real one, tests a fake). */
export function IntegratorRequestsApiProvider({ api, children }: { api: IntegratorRequestsApi; children: ReactNode }) {
  return <IntegratorRequestsApiContext value={api}>{children}</IntegratorRequestsApiContext>;
}

/** The API of the nearest {@link IntegratorRequestsApiProvider}. */
export function useIntegratorRequestsApi(): IntegratorRequestsApi {
  const api = useContext(IntegratorRequestsApiContext);
  if (!api) throw new Error('useIntegratorRequestsApi needs an <IntegratorRequestsApiProvider> above it');
  return api;
}
