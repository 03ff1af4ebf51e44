/** Server-only entry: loaders and what they call (never imported by browser code). */
export * from './product-loader.server';
