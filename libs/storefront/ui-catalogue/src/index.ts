export * from './availability-badge';
export * from './category-tile';
export * from './pagination';
export * from './product-actions';
export * from './product-card';
export * from './product-image';
export * from './product-price';
export * from './search-highlight';
