export * from './catalogue';
export * from './product';
export * from './cart';
export * from './api';
