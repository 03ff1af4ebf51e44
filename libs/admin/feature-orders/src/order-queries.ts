import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeOrderStatusBody, Order, OrderListFilters, OrdersApi, UpdateOrderBody } from './orders-api';

/** Query keys of the admin orders, from generic to specific. */
export const orderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filters: OrderListFilters) => [...orderKeys.lists(), filters] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: string) => [...orderKeys.details(), orderId] as const,
  customer: (userId: string) => [...orderKeys.all, 'customer', userId] as const,
};

/** One page of the order list; the previous page stays on screen while the next one loads. */
export function orderListQueryOptions(api: OrdersApi, filters: OrderListFilters) {
  return queryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: () => api.list(filters),
    placeholderData: keepPreviousData,
  });
}

/** One order by id. */
export function orderQueryOptions(api: OrdersApi, orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => api.get(orderId),
  });
}

/** The customer a list is narrowed to (name and e-mail for the filter's chip). */
export function customerQueryOptions(api: OrdersApi, userId: string) {
  return queryOptions({
    queryKey: orderKeys.customer(userId),
    queryFn: () => api.getCustomer(userId),
    staleTime: 5 * 60_000,
  });
}

/** Keeps the cache right after an order changed: the detail is the reply, every list is stale. */
function useOrderSaved() {
  const queryClient = useQueryClient();
  return async (order: Order) => {
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  };
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
  const saved = useOrderSaved();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: UpdateOrderBody }) => api.update(orderId, body),
    onSuccess: saved,
  });
}

/** Completes or cancels an order; the cache update always runs before the caller's `onSuccess`. */
export function useChangeOrderStatus(api: OrdersApi) {
  const saved = useOrderSaved();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: ChangeOrderStatusBody }) => api.changeStatus(orderId, body),
    onSuccess: saved,
  });
}
