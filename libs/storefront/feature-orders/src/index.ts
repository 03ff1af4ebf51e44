export * from './checkout-success-page';
export * from './pdf-download-button';
export * from './order-list-page';
export * from './order-page';
export * from './orders-api';
export * from './repeat-order';
export * from './use-repeat-order';
