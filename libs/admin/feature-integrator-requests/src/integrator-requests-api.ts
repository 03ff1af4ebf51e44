import { unwrap, type ApiClient } from '@shop/api-client';
import type { Payload, QueryParams, RequestBody, Schema } from '@shop/api-contract';

/** An integrator request as the admin sees it. */
export type IntegratorRequest = Schema<'IntegratorRequest'>;
/** `pending`, `confirmed`, `rejected` or `self-denial`. */
export type IntegratorRequestStatus = Schema<'IntegratorRequestStatus'>;
/** A page of the admin list. */
export type IntegratorRequestPage = Payload<'listIntegratorRequests'>;
/** Body of `changeIntegratorRequestStatus`: confirmed with a customer group, or rejected; an optional comment. */
export type ChangeIntegratorRequestStatusBody = RequestBody<'changeIntegratorRequestStatus'>;
/** A customer group a confirmed customer may join. */
export type CustomerGroupOption = Pick<Schema<'CustomerGroup'>, 'id' | 'title'>;

/** The list filters the admin keeps in the URL. */
export interface IntegratorRequestListFilters {
  page: number;
  limit: number;
  searchQuery: string;
  /** null = every status. */
  status: IntegratorRequestStatus | null;
  /** Only this customer's requests. */
  userId: string | null;
}

/** The most customer groups the confirm dialog offers (the contract's largest page; a shop has a handful). */
export const CUSTOMER_GROUP_CHOICES_MAX = 100;

/** The integrator-request calls the page needs; a narrow seam so the page is tested with a fake. */
export interface IntegratorRequestsApi {
  list(filters: IntegratorRequestListFilters): Promise<IntegratorRequestPage>;
  /** pending -> confirmed | rejected (code 32 when it is not pending any more). */
  changeStatus(requestId: string, body: ChangeIntegratorRequestStatusBody): Promise<IntegratorRequest>;
  /** The customer groups by title, for the confirm dialog. */
  listCustomerGroups(): Promise<CustomerGroupOption[]>;
}

/** The list query: paging and the filters that are set (empty ones mean "any"). */
export function toListQuery({
  page,
  limit,
  searchQuery,
  status,
  userId,
}: IntegratorRequestListFilters): QueryParams<'listIntegratorRequests'> {
  return {
    page,
    limit,
    ...(searchQuery ? { searchQuery } : {}),
    ...(status ? { status } : {}),
    ...(userId ? { userId } : {}),
  };
}

/** The calls over the shared typed client (which adds the bearer token and retries once after a refresh). */
export function createIntegratorRequestsApi(client: ApiClient): IntegratorRequestsApi {
  return {
    async list(filters) {
      return unwrap(
        await client.GET('/api/v1/admin/integrator-request/list', { params: { query: toListQuery(filters) } }),
      ).payload;
    },
    async changeStatus(integratorRequestId, body) {
      return unwrap(
        await client.PATCH('/api/v1/admin/integrator-request/{integratorRequestId}/status', {
          params: { path: { integratorRequestId } },
          body,
        }),
      ).payload.integratorRequest;
    },
    async listCustomerGroups() {
      const { customerGroupList } = unwrap(
        await client.GET('/api/v1/admin/customer/group/list', {
          params: { query: { page: 1, limit: CUSTOMER_GROUP_CHOICES_MAX } },
        }),
      ).payload;
      return customerGroupList.map(({ id, title }) => ({ id, title }));
    },
  };
}
