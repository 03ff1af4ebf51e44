export * from './checkout-page';
export * from './checkout-values';
