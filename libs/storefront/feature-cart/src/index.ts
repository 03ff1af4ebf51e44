export * from './cart-page';
export * from './cart-product-control';
export * from './cart-store';
export * from './header-cart';
export * from './react';
export * from './quick-order';
export * from './use-cart-product';
