/** Server-only entry: loaders and what they call (never imported by browser code). */
export * from './public-origin.server';
export * from './sitemap-response.server';
export * from './sitemap-source.server';
