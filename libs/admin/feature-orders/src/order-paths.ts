const withId = (path: string, id: string) => `${path}?${new URLSearchParams({ id })}`;

/** Router paths of the order pages and the pages they link to (relative to the admin's '/admin' basename). */
export const orderPaths = {
  list: '/order/list',
  /** The list narrowed to one customer's orders (the user page links here too). */
  listOfCustomer: (userId: string) => `/order/list?${new URLSearchParams({ userId })}`,
  info: (orderId: string) => withId('/order/info', orderId),
  /** A product's admin page, for an order line whose product still exists. */
  product: (productId: string) => withId('/product/update', productId),
  /** The customer's admin page. */
  user: (userId: string) => withId('/user/update', userId),
} as const;
