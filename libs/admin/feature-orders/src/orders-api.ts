import { unwrap, unwrapFile, type ApiClient, type DownloadedFile } from '@shop/api-client';
import type { Payload, QueryParams, RequestBody, Schema } from '@shop/api-contract';

/** An order as the admin sees it on its page (`Order`). */
export type Order = Schema<'Order'>;
/** A row of the admin order list (`OrderSummary`). */
export type OrderSummary = Schema<'OrderSummary'>;
/** One step of an order's status history. */
export type OrderStatusChange = Schema<'OrderStatusChange'>;
/** A paying company's requisites. */
export type CompanyRequisites = Schema<'CompanyRequisites'>;
/** `created`, `canceled` or `completed`. */
export type OrderStatus = Schema<'OrderStatus'>;
/** A user as an order names them (the customer, who changed a status). */
export type UserRef = Schema<'UserRef'>;
/** A page of the admin order list; `pagination.total` stops counting at {@link ADMIN_ORDER_TOTAL_CAP}. */
export type OrderListPage = Payload<'listAdminOrders'>;
/** Body of `updateOrder`: the shipping cost (exact decimal string, null = not set) and the manager's comment. */
export type UpdateOrderBody = RequestBody<'updateOrder'>;
/** Body of `changeOrderStatus`. */
export type ChangeOrderStatusBody = RequestBody<'changeOrderStatus'>;

/** The listAdminOrders count stops here: a total this big means "this many or more". */
export const ADMIN_ORDER_TOTAL_CAP = 10_000;

/** What the order list is narrowed by (the export takes the same). */
export interface OrderFilters {
  searchQuery: string;
  status: OrderStatus | null;
  /** Only this customer's orders. */
  userId: string | null;
  /** Orders made on this day (YYYY-MM-DD, Moscow time) or later. */
  createdFrom: string | null;
  /** Orders made on this day (YYYY-MM-DD, Moscow time) or earlier. */
  createdTo: string | null;
}

/** The list filters the admin keeps in the URL: paging and the {@link OrderFilters}. */
export interface OrderListFilters extends OrderFilters {
  page: number;
  limit: number;
}

/** The admin order calls the pages need; a narrow seam so pages are tested with a fake. */
export interface OrdersApi {
  list(filters: OrderListFilters): Promise<OrderListPage>;
  /** The filtered list as an XLSX workbook (newest first, at most 100 000 rows). */
  exportList(filters: OrderFilters): Promise<DownloadedFile>;
  get(orderId: string): Promise<Order>;
  /** Only while the order is `created` (code 32 otherwise). */
  update(orderId: string, body: UpdateOrderBody): Promise<Order>;
  /** created -> completed | canceled (code 32 for any other move). */
  changeStatus(orderId: string, body: ChangeOrderStatusBody): Promise<Order>;
  /** The invoice of a company order as PDF (code 6 for an individual's). */
  downloadInvoice(orderId: string): Promise<DownloadedFile>;
  /** The customer a list is narrowed to, for its chip. */
  getCustomer(userId: string): Promise<UserRef>;
}

/** The query of the filters that are set; empty ones are left out, which the contract reads as "any". */
export function toFilterQuery(filters: OrderFilters): QueryParams<'exportAdminOrders'> {
  return {
    ...(filters.searchQuery ? { searchQuery: filters.searchQuery } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...(filters.createdFrom ? { createdFrom: filters.createdFrom } : {}),
    ...(filters.createdTo ? { createdTo: filters.createdTo } : {}),
  };
}

/** The list query: paging and the filters that are set. */
export function toListQuery({ page, limit, ...filters }: OrderListFilters): QueryParams<'listAdminOrders'> {
  return { page, limit, ...toFilterQuery(filters) };
}

/** The order calls over the shared typed client (which adds the bearer token and retries once after a refresh). */
export function createOrdersApi(client: ApiClient): OrdersApi {
  const at = (orderId: string) => ({ path: { orderId } });
  return {
    async list(filters) {
      return unwrap(await client.GET('/api/v1/admin/order/list', { params: { query: toListQuery(filters) } })).payload;
    },
    async exportList(filters) {
      return unwrapFile(
        await client.GET('/api/v1/admin/order/export', { params: { query: toFilterQuery(filters) }, parseAs: 'blob' }),
      );
    },
    async get(orderId) {
      return unwrap(await client.GET('/api/v1/admin/order/{orderId}', { params: at(orderId) })).payload.order;
    },
    async update(orderId, body) {
      return unwrap(await client.PATCH('/api/v1/admin/order/{orderId}', { params: at(orderId), body })).payload.order;
    },
    async changeStatus(orderId, body) {
      return unwrap(await client.PATCH('/api/v1/admin/order/{orderId}/status', { params: at(orderId), body })).payload
        .order;
    },
    async downloadInvoice(orderId) {
      return unwrapFile(
        await client.GET('/api/v1/admin/order/{orderId}/invoice', { params: at(orderId), parseAs: 'blob' }),
      );
    },
    async getCustomer(userId) {
      const { user } = unwrap(
        await client.GET('/api/v1/admin/user/{userId}', { params: { path: { userId } } }),
      ).payload;
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        companyTitle: user.companyTitle,
      };
    },
  };
}
