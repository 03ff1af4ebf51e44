/** Server-only entry: the favorites page's loader (never imported by browser code). */
export * from './favorites-loader.server';
