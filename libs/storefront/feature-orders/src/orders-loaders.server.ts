import { notFound, reportLoadFailure, requireUser, shopperApi } from '@shop/storefront-data-access/server';
import { parsePage } from '@shop/storefront-domain';
import type { RouterContextProvider } from 'react-router';
import { fetchOrder, fetchOrderListPage, parseOrderStatus, type Order, type OrderListPageData } from './orders-api';

/**
 * /account/order/list?status&page: a page of the customer's orders. A failure is logged and the page says the list
 * could not be loaded. (The auth guard above sends guests to the login; this loader refuses them too, since loaders
 * of one navigation run side by side.)
 */
export async function loadOrderListPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<OrderListPageData> {
  requireUser(request, context);
  const url = new URL(request.url);
  try {
    return await fetchOrderListPage(shopperApi(request, context), url);
  } catch (error) {
    reportLoadFailure('order-list', error);
    return {
      page: parsePage(url.searchParams.get('page')),
      status: parseOrderStatus(url.searchParams.get('status')),
      listing: null,
    };
  }
}

/** One of the customer's orders (the order page, the checkout's success page); someone else's or an unknown one is the 404 page. */
export async function loadOrder(
  request: Request,
  context: Readonly<RouterContextProvider>,
  orderId: string,
): Promise<{ order: Order }> {
  requireUser(request, context);
  const order = await fetchOrder(shopperApi(request, context), orderId);
  if (!order) notFound();
  return { order };
}
