import {
  createIntegratorRequestsApi,
  IntegratorRequestListPage,
  IntegratorRequestsApiProvider,
} from '@shop/admin-feature-integrator-requests';
import type { ComponentType } from 'react';
import { withApiSeam } from './with-api-seam';

/** An integrator-request page with its API seam. */
const withIntegratorRequestsApi = withApiSeam(
  'withIntegratorRequestsApi',
  IntegratorRequestsApiProvider,
  createIntegratorRequestsApi,
);

/** The integrator-request pages (#14), in their own chunk: integrator-request-routes.ts loads it when the list is first opened. */
export const integratorRequestPages = {
  list: withIntegratorRequestsApi(IntegratorRequestListPage),
} satisfies Record<string, ComponentType>;
