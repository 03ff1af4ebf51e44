import { createApiSeam } from '@shop/admin-data-access';
import type { OrdersApi } from './orders-api';

const ordersApiSeam = createApiSeam<OrdersApi>('OrdersApi');

/** Gives the order pages their API (the app passes the real one, tests a fake). */
export const OrdersApiProvider = ordersApiSeam.Provider;

/** The API of the nearest {@link OrdersApiProvider}. */
export const useOrdersApi = ordersApiSeam.useApi;
