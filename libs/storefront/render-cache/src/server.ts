/** Server-only entry: the change stream's subscriber and the render cache in front of React Router. */
export * from './change-feed.server';
export * from './fastify.server';
export * from './render-cache.server';
