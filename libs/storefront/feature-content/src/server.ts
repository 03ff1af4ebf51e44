/** Server-only entry: the static pages' loader (never imported by browser code). */
export * from './content-loader.server';
