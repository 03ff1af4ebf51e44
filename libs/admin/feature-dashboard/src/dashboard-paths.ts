/** Router paths the dashboard links to (relative to the admin's '/admin' basename). */
export const dashboardPaths = {
  orderList: '/order/list',
  /** New orders: those awaiting a shipping cost are among them, marked in the list. */
  newOrders: `/order/list?${new URLSearchParams({ status: 'created' })}`,
  order: (orderId: string) => `/order/info?${new URLSearchParams({ id: orderId })}`,
  /** Paid in full and still preparing (a cancelled one among them is rare and shows its status). */
  awaitingShipment: `/order/list?${new URLSearchParams({ paymentStatus: 'paid', shipmentStatus: 'preparing' })}`,
  pendingIntegratorRequests: `/integrator-request/list?${new URLSearchParams({ status: 'pending' })}`,
} as const;
