import { recordKeys, recordListQuery, recordQuery, useSaveMutation } from '@shop/admin-data-access';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeOrderStatusBody,
  OrderDocumentUpload,
  OrderListFilters,
  OrderPaymentBody,
  OrdersApi,
  OrderShipmentBody,
  UpdateOrderBody,
} from './orders-api';

/** Query keys of the admin orders, from generic to specific. */
export const orderKeys = {
  ...recordKeys<'admin-orders', OrderListFilters>('admin-orders'),
  customer: (userId: string) => ['admin-orders', 'customer', userId] as const,
};

/** One page of the order list. */
export const orderListQueryOptions = (api: OrdersApi, filters: OrderListFilters) =>
  recordListQuery(orderKeys, api, filters);

/** One order by id. */
export const orderQueryOptions = (api: OrdersApi, orderId: string) => recordQuery(orderKeys, api, orderId);

/** The customer a list is narrowed to (name and e-mail for the filter's chip). */
export function customerQueryOptions(api: OrdersApi, userId: string) {
  return queryOptions({
    queryKey: orderKeys.customer(userId),
    queryFn: () => api.getCustomer(userId),
    staleTime: 5 * 60_000,
  });
}

/** Reloads an order someone else has changed meanwhile (code 32), and the lists that show it. */
export function useReloadOrder() {
  const queryClient = useQueryClient();
  return async (orderId: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
      queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
    ]);
  };
}

/** Sets the shipping cost or the manager's comment; the cache update always runs before the caller's `onSuccess`. */
export function useUpdateOrder(api: OrdersApi) {
  return useSaveMutation(orderKeys, ({ orderId, body }: { orderId: string; body: UpdateOrderBody }) =>
    api.update(orderId, body),
  );
}

/** Completes or cancels an order; the cache update always runs before the caller's `onSuccess`. */
export function useChangeOrderStatus(api: OrdersApi) {
  return useSaveMutation(orderKeys, ({ orderId, body }: { orderId: string; body: ChangeOrderStatusBody }) =>
    api.changeStatus(orderId, body),
  );
}

/** Records a payment or a refund; the cache update always runs before the caller's `onSuccess`. */
export function useRecordPayment(api: OrdersApi) {
  return useSaveMutation(orderKeys, ({ orderId, body }: { orderId: string; body: OrderPaymentBody }) =>
    api.recordPayment(orderId, body),
  );
}

/** Takes an order's shipment a step; the cache update always runs before the caller's `onSuccess`. */
export function useChangeShipment(api: OrdersApi) {
  return useSaveMutation(orderKeys, ({ orderId, body }: { orderId: string; body: OrderShipmentBody }) =>
    api.changeShipment(orderId, body),
  );
}

/** Attaches a PDF to an order; the cache update always runs before the caller's `onSuccess`. */
export function useUploadDocument(api: OrdersApi) {
  return useSaveMutation(orderKeys, ({ orderId, upload }: { orderId: string; upload: OrderDocumentUpload }) =>
    api.uploadDocument(orderId, upload),
  );
}

/** Removes a document from an order; the cache update always runs before the caller's `onSuccess`. */
export function useDeleteDocument(api: OrdersApi) {
  return useSaveMutation(orderKeys, ({ orderId, documentId }: { orderId: string; documentId: string }) =>
    api.deleteDocument(orderId, documentId),
  );
}
