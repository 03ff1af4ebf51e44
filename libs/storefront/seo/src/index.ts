export * from './meta';
export * from './robots';
export * from './seo';
export * from './sitemap-urls';
export * from './sitemap-xml';
export * from './structured-data';
