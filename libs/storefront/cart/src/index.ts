export * from './cart-store';
export * from './react';
