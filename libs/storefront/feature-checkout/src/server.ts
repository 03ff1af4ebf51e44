/** Server-only entry: the checkout page's loader (never imported by browser code). */
export * from './checkout-loader.server';
