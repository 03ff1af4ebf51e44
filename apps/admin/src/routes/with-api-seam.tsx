import type { ApiClient } from '@shop/api-client';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useAdminApiClient } from '../api-client-context';

/**
 * Makes the wrapper a feature's pages share: each page rendered inside the feature's API seam, built once from the
 * app's typed client (the feature libs know only their seam, so their pages are tested over fakes).
 */
export function withApiSeam<Api>(
  feature: string,
  Provider: ComponentType<{ api: Api; children: ReactNode }>,
  createApi: (client: ApiClient) => Api,
) {
  return function withSeam(Page: ComponentType): ComponentType {
    function FeatureRoute() {
      const client = useAdminApiClient();
      const api = useMemo(() => createApi(client), [client]);
      return (
        <Provider api={api}>
          <Page />
        </Provider>
      );
    }
    FeatureRoute.displayName = `${feature}(${Page.displayName ?? Page.name})`;
    return FeatureRoute;
  };
}
