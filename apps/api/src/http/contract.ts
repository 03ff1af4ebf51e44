import type { FastifyInstance, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { NotImplementedError } from './error-reply';
import type { OperationHandlers } from './operations';

/**
 * Registers every operation of an OpenAPI document, validated against it. Operations without a handler
 * answer 501 through the error handler; the glue's own fallback would throw a plain Error (a 500).
 */
export async function registerContract(
  app: FastifyInstance,
  options: { specification: string | object; handlers: OperationHandlers },
): Promise<void> {
  const missing: string[] = [];
  await app.register(openapiGlue, {
    specification: options.specification,
    operationResolver: (operationId: string) => {
      const route = options.handlers[operationId];
      if (route === undefined) missing.push(operationId);
      return routeOptions(route, operationId);
    },
  });
  if (missing.length > 0) app.log.debug({ operations: missing }, 'contract operations answering 501');
}

function routeOptions(route: OperationHandlers[string] | undefined, operationId: string): RouteOptions {
  const handler =
    route ??
    (async () => {
      throw new NotImplementedError(operationId);
    });
  const options = typeof handler === 'function' ? { handler } : { ...handler };
  // The glue spreads these over the method, url and schema it derives from the contract; its typings
  // wrongly ask for a complete RouteOptions.
  return options as RouteOptions;
}
