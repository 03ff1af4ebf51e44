import { recordKeys, recordListQuery } from '@shop/admin-data-access';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeIntegratorRequestStatusBody,
  IntegratorRequestListFilters,
  IntegratorRequestsApi,
} from './integrator-requests-api';

/** Query keys of the admin's integrator requests, from generic to specific. */
export const integratorRequestKeys = {
  ...recordKeys<'admin-integrator-requests', IntegratorRequestListFilters>('admin-integrator-requests'),
  customerGroups: () => ['admin-integrator-requests', 'customer-groups'] as const,
};

/** One page of the list. */
export const integratorRequestListQueryOptions = (api: IntegratorRequestsApi, filters: IntegratorRequestListFilters) =>
  recordListQuery(integratorRequestKeys, api, filters);

/** The customer groups the confirm dialog offers. */
export function customerGroupChoicesQueryOptions(api: IntegratorRequestsApi) {
  return queryOptions({
    queryKey: integratorRequestKeys.customerGroups(),
    queryFn: () => api.listCustomerGroups(),
    staleTime: 60_000,
  });
}

/** Marks every list stale: a decided request changes status (and may leave a filtered list). */
export function useReloadIntegratorRequests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: integratorRequestKeys.lists() });
}

/** Confirms or rejects a request; the lists are reloaded before the caller's `onSuccess` runs. */
export function useChangeIntegratorRequestStatus(api: IntegratorRequestsApi) {
  const reload = useReloadIntegratorRequests();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: ChangeIntegratorRequestStatusBody }) =>
      api.changeStatus(requestId, body),
    onSuccess: reload,
  });
}
