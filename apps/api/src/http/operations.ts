import type { RouteHandlerMethod, RouteShorthandOptions } from 'fastify';

/** A contract operation's handler, or the handler with route options (a body limit, say). */
export type OperationRoute = RouteHandlerMethod | (Pick<RouteShorthandOptions, 'bodyLimit' | 'config'> & { handler: RouteHandlerMethod });

/** Handlers keyed by the contract's `operationId`. */
export type OperationHandlers = Readonly<Record<string, OperationRoute>>;
