export * from './cart-store';
export * from './react';
export * from './quick-order';
