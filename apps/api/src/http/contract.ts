import { readFile } from 'node:fs/promises';
import { AppError, ErrorCode } from '@shop/errors';
import { errorCodes, type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import { NotImplementedError } from './error-reply';
import type { OperationHandlers } from './operations';

/** What an operation accepts as a request body, from its `requestBody`. */
interface BodyRule {
  required: boolean;
  mediaTypes: ReadonlySet<string>;
}

/**
 * Registers every operation of an OpenAPI document (a YAML/JSON file path or the parsed object),
 * validated against it. Operations without a handler answer 501 through the error handler; the glue's
 * own fallback would throw a plain Error (a 500).
 */
export async function registerContract(
  app: FastifyInstance,
  options: { specification: string | object; handlers: OperationHandlers },
): Promise<void> {
  const spec: unknown =
    typeof options.specification === 'string' ? parse(await readFile(options.specification, 'utf8')) : options.specification;
  const bodyRules = collectBodyRules(spec);
  const missing: string[] = [];
  await app.register(openapiGlue, {
    specification: spec as object,
    operationResolver: (operationId: string) => {
      const route = options.handlers[operationId];
      if (route === undefined) missing.push(operationId);
      return routeOptions(route, operationId, bodyRules.get(operationId));
    },
  });
  if (missing.length > 0) app.log.info({ operations: missing }, 'contract operations answering 501');
}

function routeOptions(route: OperationHandlers[string] | undefined, operationId: string, body: BodyRule | undefined): RouteOptions {
  const handler =
    route ??
    (async () => {
      throw new NotImplementedError(operationId);
    });
  const options = typeof handler === 'function' ? { handler } : { ...handler };
  // The glue spreads these over the method, url and schema it derives from the contract; its typings
  // wrongly ask for a complete RouteOptions.
  return { ...options, ...(body !== undefined ? { preValidation: bodyGuard(body) } : {}) } as RouteOptions;
}

/**
 * Fastify validates a body only against the schema of its own content type, so a `text/plain` body
 * would reach the handler unchecked. Only the contract's media types pass; a required body must be there.
 */
function bodyGuard(rule: BodyRule) {
  return async (req: FastifyRequest) => {
    const header = req.headers['content-type'];
    const mediaType = header?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === undefined || mediaType === '') {
      if (rule.required) {
        throw new AppError(ErrorCode.CheckViolation, {
          message: 'Тело запроса обязательно',
          details: [{ field: 'body', message: 'Обязательное поле' }],
        });
      }
      return;
    }
    if (!rule.mediaTypes.has(mediaType)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(mediaType);
  };
}

type Json = Record<string, unknown>;

function collectBodyRules(spec: unknown): Map<string, BodyRule> {
  const rules = new Map<string, BodyRule>();
  const paths = (spec as { paths?: Record<string, Json> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (typeof operation !== 'object' || operation === null) continue;
      const { operationId, requestBody } = operation as { operationId?: unknown; requestBody?: unknown };
      const body = resolveRef(spec, requestBody) as { required?: unknown; content?: Json } | undefined;
      if (typeof operationId !== 'string' || body?.content === undefined) continue;
      rules.set(operationId, {
        required: body.required === true,
        mediaTypes: new Set(Object.keys(body.content).map((type) => type.toLowerCase())),
      });
    }
  }
  return rules;
}

function resolveRef(spec: unknown, node: unknown): unknown {
  const ref = (node as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
}
