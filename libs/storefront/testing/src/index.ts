export * from './catalogue';
export * from './product';
export * from './cart';
