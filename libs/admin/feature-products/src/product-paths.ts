/** The sub-pages every product has besides its main form. */
export type ProductSubPage = 'relations' | 'attributes' | 'multimedia' | 'group-price' | 'stock';
/** Every product tab: the main form and the sub-pages. */
export type ProductTab = 'main' | ProductSubPage;

const withId = (path: string, productId: string) => `${path}?${new URLSearchParams({ id: productId })}`;

/** Router paths of the product pages and the media library (relative to the admin's '/admin' basename). */
export const productPaths = {
  list: '/product/list',
  create: '/product/create',
  createSub: (sub: ProductSubPage) => `/product/create/${sub}`,
  update: (productId: string) => withId('/product/update', productId),
  updateSub: (productId: string, sub: ProductSubPage) => withId(`/product/update/${sub}`, productId),
  media: '/media',
} as const;
