import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Validator compiler for OpenAPI 3.1 (JSON Schema 2020-12) schemas. Query strings, path parameters and
 * headers arrive as text, so they are coerced to the schema's types; bodies are JSON and are never
 * coerced, so `{"title": 5}` is rejected instead of silently becoming `"5"` (stack-spike section 8).
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const common = { useDefaults: true, strict: false, allErrors: true } as const;
  const coercing = new Ajv2020({ ...common, coerceTypes: 'array' });
  const exact = new Ajv2020({ ...common, coerceTypes: false });
  for (const ajv of [coercing, exact]) addFormats(ajv);
  return ({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema as object);
}
