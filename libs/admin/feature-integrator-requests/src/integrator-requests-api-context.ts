import { createApiSeam } from '@shop/admin-data-access';
import type { IntegratorRequestsApi } from './integrator-requests-api';

const integratorRequestsApiSeam = createApiSeam<IntegratorRequestsApi>('IntegratorRequestsApi');

/** Gives the integrator-request pages their API (the app passes the real one, tests a fake). */
export const IntegratorRequestsApiProvider = integratorRequestsApiSeam.Provider;

/** The API of the nearest {@link IntegratorRequestsApiProvider}. */
export const useIntegratorRequestsApi = integratorRequestsApiSeam.useApi;
