import { readFile } from 'node:fs/promises';
import { AppError, ErrorCode } from '@shop/errors';
import { ru } from '@shop/i18n-ru';
import {
  errorCodes,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RequestPayload,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import { NotImplementedError } from './error-reply';
import type { OperationHandlers } from './operations';

/** What an operation accepts as a request body, from its `requestBody`. */
interface BodyRule {
  required: boolean;
  mediaTypes: ReadonlySet<string>;
  /** The largest JSON body its schema allows, in bytes (see {@link jsonBodyLimit}). */
  jsonLimit: number;
}

/** An operation without a request body: nothing may be sent but an (ignored) JSON body. */
const NO_BODY: BodyRule = { required: false, mediaTypes: new Set(['application/json']), jsonLimit: 16 * 1024 };

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
    typeof options.specification === 'string' ? await readSpecification(options.specification) : options.specification;
  const bodyRules = collectBodyRules(spec);
  refuseAnswerOnlyMediaTypes(app, spec, bodyRules);
  const missing: string[] = [];
  await app.register(openapiGlue, {
    specification: spec as object,
    operationResolver: (operationId: string) => {
      const route = options.handlers[operationId];
      if (route === undefined) missing.push(operationId);
      return routeOptions(route, operationId, bodyRules.get(operationId) ?? NO_BODY);
    },
  });
  if (missing.length > 0) app.log.info({ operations: missing }, 'contract operations answering 501');
}

/** The parsed contract files of this process, by path: a process that builds many apps (the tests) parses each once. */
const parsedSpecifications = new Map<string, Promise<unknown>>();

/** The YAML or JSON contract at `path`, parsed once per process; each caller gets its own copy, free to change. */
async function readSpecification(path: string): Promise<unknown> {
  let parsed = parsedSpecifications.get(path);
  if (parsed === undefined) {
    parsed = readFile(path, 'utf8').then((text) => parse(text) as unknown);
    parsedSpecifications.set(path, parsed);
    // A failed read is not kept: the next build tries again.
    parsed.catch(() => parsedSpecifications.delete(path));
  }
  return structuredClone(await parsed);
}

function routeOptions(route: OperationHandlers[string] | undefined, operationId: string, body: BodyRule): RouteOptions {
  const handler =
    route ??
    (async () => {
      throw new NotImplementedError(operationId);
    });
  const options: { config?: object } = typeof handler === 'function' ? { handler } : { ...handler };
  // The operation names the request in the metrics and logs (metrics/request-metrics).
  options.config = { ...options.config, operationId };
  // The glue spreads these over the method, url and schema it derives from the contract; its typings
  // wrongly ask for a complete RouteOptions.
  return { bodyLimit: body.jsonLimit, ...options, preParsing: bodyGuard(body) } as unknown as RouteOptions;
}

/**
 * Fastify validates a body only against the schema of its own content type, so a `text/plain` body
 * would reach the handler unchecked. Only the contract's media types pass; a required body must be there.
 * It runs before the body is read, so a multipart body sent to a JSON operation is refused unparsed.
 */
function bodyGuard(rule: BodyRule) {
  return async (req: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
    const header = req.headers['content-type'];
    const mediaType = header?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === undefined || mediaType === '') {
      if (rule.required) {
        throw new AppError(ErrorCode.CheckViolation, {
          message: ru.apiErrors.bodyRequired,
          details: [{ field: 'body', message: ru.apiErrors.requiredField }],
        });
      }
      return payload;
    }
    if (!rule.mediaTypes.has(mediaType)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(mediaType);
    return payload;
  };
}

type Json = Record<string, unknown>;

/**
 * The media types the contract only answers with (a PDF invoice, a spreadsheet, a stored file) get a parser that
 * refuses the body (415), as {@link bodyGuard} already does before any parser runs. The glue reads the media types of
 * responses as well as of request bodies, and would warn at every start that these have no parser.
 */
function refuseAnswerOnlyMediaTypes(app: FastifyInstance, spec: unknown, bodyRules: Map<string, BodyRule>): void {
  const accepted = new Set([...bodyRules.values()].flatMap((rule) => [...rule.mediaTypes]));
  for (const type of responseMediaTypes(spec)) {
    if (accepted.has(type) || app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(type, (_req, _payload, done) =>
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(type), undefined),
    );
  }
}

/** Every media type the contract's responses name, in lower case. */
function responseMediaTypes(spec: unknown): Set<string> {
  const types = new Set<string>();
  const paths = (spec as { paths?: Record<string, Json> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const responses = (operation as { responses?: Json } | null)?.responses ?? {};
      for (const response of Object.values(responses)) {
        const content = (resolveRef(spec, response) as { content?: Json } | undefined)?.content ?? {};
        for (const type of Object.keys(content)) types.add(type.toLowerCase());
      }
    }
  }
  return types;
}

function collectBodyRules(spec: unknown): Map<string, BodyRule> {
  const rules = new Map<string, BodyRule>();
  const paths = (spec as { paths?: Record<string, Json> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (typeof operation !== 'object' || operation === null) continue;
      const { operationId, requestBody } = operation as { operationId?: unknown; requestBody?: unknown };
      const body = resolveRef(spec, requestBody) as { required?: unknown; content?: Json } | undefined;
      if (typeof operationId !== 'string' || body?.content === undefined) continue;
      const json = (body.content['application/json'] as { schema?: unknown } | undefined)?.schema;
      rules.set(operationId, {
        required: body.required === true,
        mediaTypes: new Set(Object.keys(body.content).map((type) => type.toLowerCase())),
        jsonLimit: json === undefined ? NO_BODY.jsonLimit : jsonBodyLimit(spec, json),
      });
    }
  }
  return rules;
}

const KiB = 1024;

/**
 * The body limit of a JSON operation: twice the longest document its schema allows (room for
 * indentation), at least 16 KiB and at most 1 MiB. A sign-in is refused at 16 KiB before it is read,
 * while a product with its 200 000-character description still fits.
 */
export function jsonBodyLimit(spec: unknown, schema: unknown): number {
  return Math.min(1024 * KiB, Math.max(16 * KiB, 2 * longestJson(spec, schema, 0)));
}

/** An upper bound of a schema's JSON text in bytes: 4 bytes a character, the contract's maxLength and maxItems. */
function longestJson(spec: unknown, node: unknown, depth: number): number {
  const schema = resolveRef(spec, node) as Json | undefined;
  if (schema === undefined || depth > 16) return 0;
  const branches = [
    ...((schema['oneOf'] as unknown[] | undefined) ?? []),
    ...((schema['anyOf'] as unknown[] | undefined) ?? []),
  ];
  if (branches.length > 0) return Math.max(...branches.map((branch) => longestJson(spec, branch, depth + 1)));
  if (Array.isArray(schema['enum'])) return Math.max(...schema['enum'].map((value) => JSON.stringify(value).length));
  const types = new Set([schema['type']].flat());
  if (types.has('object')) {
    const properties = Object.entries((schema['properties'] as Json | undefined) ?? {});
    return 2 + properties.reduce((sum, [key, value]) => sum + key.length + 4 + longestJson(spec, value, depth + 1), 0);
  }
  if (types.has('array'))
    return 2 + Number(schema['maxItems'] ?? 100) * (1 + longestJson(spec, schema['items'], depth + 1));
  if (types.has('string')) return 2 + 4 * Number(schema['maxLength'] ?? 64);
  return 24;
}

function resolveRef(spec: unknown, node: unknown): unknown {
  const ref = (node as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
}
