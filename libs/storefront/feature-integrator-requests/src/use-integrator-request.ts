import { useSessionStore } from '@shop/session';
import { useApi } from '@shop/storefront-data-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createIntegratorRequest,
  integratorRequestKeys,
  withdrawIntegratorRequest,
  type IntegratorRequest,
  type IntegratorRequestCreate,
} from './integrator-request-api';

/**
 * After a request changed (made, withdrawn) or a refusal said the state is not what this tab believed: the latest
 * request is the reply (or is asked again), and the user is fetched again, forced, so the banner, the eligibility and
 * `latestIntegratorRequestStatus` follow at once.
 */
function useRequestChanged() {
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return async (userId: string, request: IntegratorRequest | null) => {
    const key = integratorRequestKeys.latest(userId);
    if (request) queryClient.setQueryData(key, request);
    else await queryClient.invalidateQueries({ queryKey: key });
    await session.loadUser({ force: true }).catch(() => null);
  };
}

/** Submits the signed-in user's request; the cache and the session follow before the caller's `onSuccess`. */
export function useCreateIntegratorRequest(userId: string) {
  const api = useApi();
  const changed = useRequestChanged();
  return useMutation({
    mutationFn: (body: IntegratorRequestCreate) => createIntegratorRequest(api, body),
    onSuccess: (request) => changed(userId, request),
  });
}

/** Withdraws a pending request (self-denial); the cache and the session follow before the caller's `onSuccess`. */
export function useWithdrawIntegratorRequest(userId: string) {
  const api = useApi();
  const changed = useRequestChanged();
  return useMutation({
    mutationFn: (integratorRequestId: string) => withdrawIntegratorRequest(api, integratorRequestId),
    onSuccess: (request) => changed(userId, request),
  });
}

/** Asks for the latest request and the user again (after code 32: the request changed elsewhere). */
export function useRefreshIntegratorRequest(userId: string) {
  const changed = useRequestChanged();
  return () => changed(userId, null);
}
