/** Server-only entry: loaders and what they call (never imported by browser code). */
export * from './catalogue-api.server';
export * from './content-security-policy.server';
export * from './env.server';
export * from './middleware.server';
export * from './deferred-hydration.server';
export * from './prefetch.server';
export * from './server-caches.server';
export * from './server-timeout';
export * from './session.server';
export * from './shopper.server';
