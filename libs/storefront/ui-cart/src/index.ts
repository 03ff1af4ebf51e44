export * from './add-to-cart-control';
export * from './cart-line';
export * from './cart-summary';
export * from './favorite-toggle';
export * from './free-shipping-progress';
export * from './header-links';
export * from './quantity-field';
export * from './quantity-input';
