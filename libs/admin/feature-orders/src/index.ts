export { OrderListPage } from './order-list-page';
export { OrderInfoPage } from './order-info-page';
export { OrdersApiProvider, useOrdersApi } from './orders-api-context';
export {
  ADMIN_ORDER_TOTAL_CAP,
  createOrdersApi,
  type ChangeOrderStatusBody,
  type Order,
  type OrderFilters,
  type OrderListFilters,
  type OrderListPage as OrderListPayload,
  type OrdersApi,
  type OrderSummary,
  type UpdateOrderBody,
} from './orders-api';
export {
  orderKeys,
  orderListQueryOptions,
  orderQueryOptions,
  useChangeOrderStatus,
  useUpdateOrder,
} from './order-queries';
export { orderPaths } from './order-paths';
