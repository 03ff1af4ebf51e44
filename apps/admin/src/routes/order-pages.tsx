import { createOrdersApi, OrderInfoPage, OrderListPage, OrdersApiProvider } from '@shop/admin-feature-orders';
import type { ComponentType } from 'react';
import { withApiSeam } from './with-api-seam';

/** An order page with its API seam. */
const withOrdersApi = withApiSeam('withOrdersApi', OrdersApiProvider, createOrdersApi);

/** The order pages (#13), in the orders chunk: order-routes.ts loads it when an order page is first opened. */
export const orderPages = {
  list: withOrdersApi(OrderListPage),
  info: withOrdersApi(OrderInfoPage),
} satisfies Record<string, ComponentType>;
