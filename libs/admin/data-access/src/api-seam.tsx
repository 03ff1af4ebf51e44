import { createContext, useContext, type ReactNode } from 'react';

/** One feature's API seam: the app passes the real API to `Provider`, a test a fake; pages read it with `useApi`. */
export interface ApiSeam<Api> {
  Provider: (props: { api: Api; children: ReactNode }) => ReactNode;
  useApi: () => Api;
}

/**
 * Makes a feature's API seam (a React context). `name` names the seam in the error a page throws when
 * it is rendered without the provider ('OrdersApi needs its provider above it').
 */
export function createApiSeam<Api>(name: string): ApiSeam<Api> {
  const ApiContext = createContext<Api | null>(null);
  ApiContext.displayName = name;
  function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
    return <ApiContext value={api}>{children}</ApiContext>;
  }
  function useApi(): Api {
    const api = useContext(ApiContext);
    if (api === null) throw new Error(`${name} needs its provider above it`);
    return api;
  }
  return { Provider: ApiProvider, useApi };
}
