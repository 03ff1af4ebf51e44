import { createContext, useContext, type ReactNode } from 'react';
import type { OrdersApi } from './orders-api';

const OrdersApiContext = createContext<OrdersApi | null>(null);

/** Gives the order pages their API (the app passes the real one, tests a fake). */
export function OrdersApiProvider({ api, children }: { api: OrdersApi; children: ReactNode }) {
  return <OrdersApiContext value={api}>{children}</OrdersApiContext>;
}

/** The orders API of the nearest {@link OrdersApiProvider}. */
export function useOrdersApi(): OrdersApi {
  const api = useContext(OrdersApiContext);
  if (!api) throw new Error('useOrdersApi needs an <OrdersApiProvider> above it');
  return api;
}
