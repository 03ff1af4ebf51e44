import { unwrap, type ApiClient } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { queryOptions } from '@tanstack/react-query';

/** An integrator request as the API sends it. */
export type IntegratorRequest = Schema<'IntegratorRequest'>;
/** A request's status: pending, confirmed, rejected or self-denial. */
export type IntegratorRequestStatus = Schema<'IntegratorRequestStatus'>;
/** The body of `createIntegratorRequest`. */
export type IntegratorRequestCreate = Schema<'IntegratorRequestCreateRequest'>;

/** Query keys of integrator requests, generic to specific; the user's id keeps one account's request from another's. */
export const integratorRequestKeys = {
  all: ['integrator-request'] as const,
  latest: (userId: string) => [...integratorRequestKeys.all, 'latest', userId] as const,
};

/** The caller's most recent request, or null when they have never applied. */
export async function fetchLatestIntegratorRequest(api: ApiClient): Promise<IntegratorRequest | null> {
  return unwrap(await api.GET('/api/v1/integrator-request/latest')).payload.integratorRequest;
}

/** Submits a request (26 guest, 9 root, 18 e-mail not confirmed, 32 not allowed now, 12 naming bad fields). */
export async function createIntegratorRequest(
  api: ApiClient,
  body: IntegratorRequestCreate,
): Promise<IntegratorRequest> {
  return unwrap(await api.POST('/api/v1/integrator-request', { body })).payload.integratorRequest;
}

/** Withdraws an own pending request (status self-denial; 16 not own, 32 no longer pending). */
export async function withdrawIntegratorRequest(
  api: ApiClient,
  integratorRequestId: string,
): Promise<IntegratorRequest> {
  const reply = await api.PATCH('/api/v1/integrator-request/{integratorRequestId}/self-denial', {
    params: { path: { integratorRequestId } },
  });
  return unwrap(reply).payload.integratorRequest;
}

/** The signed-in user's latest request, shared by the account's section and the watch of a pending request. */
export function latestIntegratorRequestQuery(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: integratorRequestKeys.latest(userId),
    queryFn: () => fetchLatestIntegratorRequest(api),
  });
}
