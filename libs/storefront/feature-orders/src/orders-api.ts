import { isApiError, unwrap, unwrapFile, type ApiClient, type DownloadedFile } from '@shop/api-client';
import type { Payload, Schema } from '@shop/api-contract';
import { ErrorCode } from '@shop/errors';
import { parsePage } from '@shop/storefront-domain';

/** An order as the API sends it. */
export type Order = Schema<'Order'>;
/** An order's status. */
export type OrderStatus = Schema<'OrderStatus'>;

/** Orders on one page of the account's list. */
export const ORDER_PAGE_SIZE = 20;

const STATUSES: readonly OrderStatus[] = ['created', 'completed', 'canceled'];

/** The list's status filter from the URL; anything else is no filter. */
export function parseOrderStatus(value: string | null): OrderStatus | null {
  return STATUSES.find((status) => status === value) ?? null;
}

/** The address of a page of the account's orders, filtered by status (page 1 and no filter stay out of the URL). */
export function orderListHref({ page = 1, status = null }: { page?: number; status?: OrderStatus | null }): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/account/order/list?${search}` : '/account/order/list';
}

/** The address of one of the customer's orders. */
export const orderHref = (orderId: string) => `/account/order/${encodeURIComponent(orderId)}`;

/** What /account/order/list renders from: the page, the filter and that page of orders (null: it could not be loaded). */
export interface OrderListPageData {
  page: number;
  status: OrderStatus | null;
  listing: Payload<'listOrders'> | null;
}

/** The page of the customer's orders the URL asks for (`?page`, `?status`); throws the API's error. */
export async function fetchOrderListPage(
  api: ApiClient,
  url: URL,
): Promise<Omit<OrderListPageData, 'listing'> & { listing: Payload<'listOrders'> }> {
  const page = parsePage(url.searchParams.get('page'));
  const status = parseOrderStatus(url.searchParams.get('status'));
  const query = { page, limit: ORDER_PAGE_SIZE, ...(status ? { status } : {}) };
  const listing = unwrap(await api.GET('/api/v1/order/list', { params: { query } })).payload;
  return { page, status, listing };
}

/** One of the customer's orders; null when there is none to show (someone else's: 16, unknown: 6, a malformed id: 400). */
export async function fetchOrder(api: ApiClient, orderId: string): Promise<Order | null> {
  try {
    return unwrap(await api.GET('/api/v1/order/{orderId}', { params: { path: { orderId } } })).payload.order;
  } catch (error) {
    if (isOrderMissing(error)) return null;
    throw error;
  }
}

/** The API's answer for an order the caller cannot see: not theirs (16), not there (6), or an id that is no id (400). */
export function isOrderMissing(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === ErrorCode.UserNotOrderOwner ||
      error.code === ErrorCode.RecordNotFound ||
      error.status === 400 ||
      error.status === 404)
  );
}

/** Cancels an own order in status `created` (code 32 otherwise); resolves to the order after the change. */
export async function cancelOrder(api: ApiClient, orderId: string): Promise<Order> {
  return unwrap(await api.POST('/api/v1/order/{orderId}/cancel', { params: { path: { orderId } } })).payload.order;
}

/** A company order's invoice (PDF) with the file name its `Content-Disposition` gives (null when none). */
export async function fetchInvoice(api: ApiClient, orderId: string): Promise<DownloadedFile> {
  return unwrapFile(
    await api.GET('/api/v1/order/{orderId}/invoice', { params: { path: { orderId } }, parseAs: 'blob' }),
  );
}

/** A closing document (PDF) of one of the customer's orders. */
export async function fetchOrderDocument(api: ApiClient, orderId: string, documentId: string): Promise<DownloadedFile> {
  return unwrapFile(
    await api.GET('/api/v1/order/{orderId}/document/{documentId}', {
      params: { path: { orderId, documentId } },
      parseAs: 'blob',
    }),
  );
}
