/** Server-only entry: the order pages' loaders (never imported by browser code). */
export * from './orders-loaders.server';
