export * from './breadcrumbs';
export * from './image-srcset';
export * from './product-attributes';
export * from './product-gallery';
export * from './product-page';
export * from './product-price-block';
export * from './product-relations';
export * from './product-seo';
