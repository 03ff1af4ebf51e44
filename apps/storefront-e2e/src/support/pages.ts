/** What a spec made for the pages it visits: a category with a product in it, and an article to search for. */
export interface ShopPages {
  categorySlug: string;
  productSlug: string;
  searchWord: string;
  /** A product «Нет в наличии», which offers the back-in-stock form (visited where a spec made one). */
  soldOutSlug?: string;
}

/** Every page a guest can open, as the specs of this suite visit them (the last, a 404, is the root error page). */
export const guestPages = (shop: ShopPages): string[] => [
  '/',
  '/category/list',
  `/category/${shop.categorySlug}`,
  `/category/${shop.categorySlug}/product/${shop.productSlug}`,
  `/product/${shop.productSlug}`,
  ...(shop.soldOutSlug === undefined ? [] : [`/product/${shop.soldOutSlug}`]),
  '/all/products',
  `/all/products?q=${encodeURIComponent(shop.searchWord)}`,
  '/cart',
  '/account/favorites',
  '/contact',
  '/delivery',
  '/user-agreement',
  '/application-conditions',
  '/auth/login',
  '/auth/register',
  '/auth/recovery',
  '/auth/recovery/not-a-token',
  '/account/confirm/email/not-a-token',
  '/back-in-stock/unsubscribe/not-a-token',
  '/no-such-page',
];

/** The pages behind the customer guard. */
export const customerPages: readonly string[] = [
  '/account',
  '/account/contact',
  '/account/password',
  '/account/sessions',
  '/account/order/list',
  '/checkout',
];
