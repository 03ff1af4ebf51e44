import { toFormData, unwrap, unwrapFile, type ApiClient, type DownloadedFile } from '@shop/api-client';
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
/** `awaiting`, `partially_paid`, `paid` or `refunded`. */
export type PaymentStatus = Schema<'PaymentStatus'>;
/** `preparing`, `shipped`, `ready_for_pickup` or `received`. */
export type ShipmentStatus = Schema<'ShipmentStatus'>;
/** One payment or refund of an order, with the payment status it left. */
export type OrderPaymentRecord = Schema<'OrderPaymentRecord'>;
/** One step of an order's shipment. */
export type OrderShipmentChange = Schema<'OrderShipmentChange'>;
/** A closing document attached to an order (УПД, ТН, счёт-фактура...). */
export type OrderDocument = Schema<'OrderDocument'>;
/** `upd`, `consignment_note`, `vat_invoice` or `other`. */
export type OrderDocumentKind = Schema<'OrderDocumentKind'>;
/** A user as an order names them (the customer, who changed a status). */
export type UserRef = Schema<'UserRef'>;
/** A page of the admin order list; `pagination.total` stops counting at {@link ADMIN_ORDER_TOTAL_CAP}. */
export type OrderListPage = Payload<'listAdminOrders'>;
/** Body of `updateOrder`: the shipping cost (exact decimal string, null = not set) and the manager's comment. */
export type UpdateOrderBody = RequestBody<'updateOrder'>;
/** Body of `changeOrderStatus`. */
export type ChangeOrderStatusBody = RequestBody<'changeOrderStatus'>;
/** Body of `recordOrderPayment`: a payment or a refund, its exact amount (decimal string), day and document number. */
export type OrderPaymentBody = Schema<'OrderPaymentInput'>;
/** Body of `changeOrderShipment`: the next step, with the carrier and waybill for `shipped`. */
export type OrderShipmentBody = Schema<'OrderShipmentInput'>;

/** A PDF to attach to an order, and what kind of document it is; the API names it after the file. */
export interface OrderDocumentUpload {
  kind: OrderDocumentKind;
  file: File;
}

/** The listAdminOrders count stops here: a total this big means "this many or more". */
export const ADMIN_ORDER_TOTAL_CAP = 10_000;

/** What the order list is narrowed by (the export takes the same). */
export interface OrderFilters {
  searchQuery: string;
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  shipmentStatus: ShipmentStatus | null;
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
  /**
   * created -> completed | canceled (code 32 for any other move). A completion of an order not paid in full or not
   * shipped needs `override` and a comment (code 12 otherwise).
   */
  changeStatus(orderId: string, body: ChangeOrderStatusBody): Promise<Order>;
  /** Records a payment or a refund (12 for an amount past what is due or paid, a future day; 32 a payment on a cancelled order). */
  recordPayment(orderId: string, body: OrderPaymentBody): Promise<Order>;
  /** Takes the shipment a step (32 for a step `canChangeShipment` does not allow or a cancelled order; 12 shipped without a carrier). */
  changeShipment(orderId: string, body: OrderShipmentBody): Promise<Order>;
  /** Attaches a PDF (12 for anything else, an empty file, or past the limit of documents). */
  uploadDocument(orderId: string, upload: OrderDocumentUpload): Promise<Order>;
  /** A document's PDF (code 6 when the order has no such document). */
  downloadDocument(orderId: string, documentId: string): Promise<DownloadedFile>;
  /** Removes a document (code 6 when the order has no such document). */
  deleteDocument(orderId: string, documentId: string): Promise<Order>;
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
    ...(filters.paymentStatus ? { paymentStatus: filters.paymentStatus } : {}),
    ...(filters.shipmentStatus ? { shipmentStatus: filters.shipmentStatus } : {}),
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
  const atDocument = (orderId: string, documentId: string) => ({ path: { orderId, documentId } });
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
    async recordPayment(orderId, body) {
      return unwrap(await client.POST('/api/v1/admin/order/{orderId}/payment', { params: at(orderId), body })).payload
        .order;
    },
    async changeShipment(orderId, body) {
      return unwrap(await client.POST('/api/v1/admin/order/{orderId}/shipment', { params: at(orderId), body })).payload
        .order;
    },
    async uploadDocument(orderId, { kind, file }) {
      // The generated type names the file a string (format: binary); the form serializer sends the File as a file part.
      return unwrap(
        await client.POST('/api/v1/admin/order/{orderId}/document', {
          params: at(orderId),
          body: { kind, file } as never,
          bodySerializer: toFormData,
        }),
      ).payload.order;
    },
    async downloadDocument(orderId, documentId) {
      return unwrapFile(
        await client.GET('/api/v1/admin/order/{orderId}/document/{documentId}', {
          params: atDocument(orderId, documentId),
          parseAs: 'blob',
        }),
      );
    },
    async deleteDocument(orderId, documentId) {
      return unwrap(
        await client.DELETE('/api/v1/admin/order/{orderId}/document/{documentId}', {
          params: atDocument(orderId, documentId),
        }),
      ).payload.order;
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
