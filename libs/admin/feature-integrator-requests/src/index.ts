export { IntegratorRequestListPage } from './integrator-request-list-page';
export { IntegratorRequestsApiProvider, useIntegratorRequestsApi } from './integrator-requests-api-context';
export {
  createIntegratorRequestsApi,
  type ChangeIntegratorRequestStatusBody,
  type CustomerGroupOption,
  type IntegratorRequest,
  type IntegratorRequestListFilters,
  type IntegratorRequestPage,
  type IntegratorRequestsApi,
  type IntegratorRequestStatus,
} from './integrator-requests-api';
export { integratorRequestKeys, integratorRequestListQueryOptions } from './integrator-request-queries';
