import { Ajv2020, type ErrorObject, type FuncKeywordDefinition, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/** Ajv keyword of a character PostgreSQL text cannot hold (NUL); error-reply words it. */
export const NUL_KEYWORD = 'noNulCharacter';

/**
 * The contract's pattern of text a request requires (`pattern: '\S'` beside `minLength: 1`): at least one character
 * that is not white space, so text that is empty after trimming is refused; error-reply words it.
 */
export const NON_BLANK_PATTERN = '\\S';

/**
 * The contract's keyword for a list whose items must differ in one property, e.g.
 * `x-unique-by: productId` on group prices: `uniqueItems` compares whole items, so two prices for one
 * product would pass it and then break a unique index.
 */
export const UNIQUE_BY_KEYWORD = 'x-unique-by';

/**
 * Validator compiler for OpenAPI 3.1 (JSON Schema 2020-12) schemas. Query strings, path parameters and
 * headers arrive as text, so they are coerced to the schema's types; bodies are JSON and are never
 * coerced, so `{"title": 5}` is rejected instead of silently becoming `"5"` (stack-spike section 8).
 * Every string of every request part is checked for NUL first, here and only here.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => {
    const body = httpPart === 'body';
    const source = (httpPart === 'headers' ? lowerCaseHeaderNames(schema) : schema) as object;
    // Compiling the contract's ~300 schemas is most of an app's start; a process that builds many apps (the API
    // tests build one per test) compiles each distinct schema once. Validators are pure, so sharing them is safe.
    const key = `${body ? 'body' : 'text'}:${JSON.stringify(source)}`;
    let validate = compiledValidators.get(key);
    if (validate === undefined) {
      validate = rejectingNul((body ? ajvInstances().exact : ajvInstances().coercing).compile(source));
      compiledValidators.set(key, validate);
    }
    return validate;
  };
}

/** The validators this process compiled, by part and schema text (bounded by the contract's distinct schemas). */
const compiledValidators = new Map<string, ValidateFunction>();
let ajvs: { coercing: Ajv2020; exact: Ajv2020 } | undefined;

/** The two Ajv instances of the process: text parts are coerced to their types, JSON bodies never are. */
function ajvInstances(): { coercing: Ajv2020; exact: Ajv2020 } {
  if (ajvs === undefined) {
    const common = { useDefaults: true, strict: false, allErrors: true } as const;
    const coercing = new Ajv2020({ ...common, coerceTypes: 'array' });
    const exact = new Ajv2020({ ...common, coerceTypes: false });
    for (const ajv of [coercing, exact]) {
      addFormats(ajv);
      ajv.addKeyword({
        keyword: UNIQUE_BY_KEYWORD,
        type: 'array',
        schemaType: ['string', 'array'],
        errors: true,
        validate: uniqueBy as FuncKeywordDefinition['validate'],
      });
    }
    ajvs = { coercing, exact };
  }
  return ajvs;
}

/**
 * Node lower-cases request header names, and Fastify lower-cases a header schema's names only for its own
 * compiler, so with this one `Idempotency-Key` in the contract would never meet `idempotency-key` in the request.
 */
function lowerCaseHeaderNames(schema: unknown): unknown {
  const { properties, required, ...rest } = schema as { properties?: Record<string, unknown>; required?: string[] };
  return {
    ...rest,
    ...(properties !== undefined
      ? {
          properties: Object.fromEntries(
            Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]),
          ),
        }
      : {}),
    ...(required !== undefined ? { required: required.map((name) => name.toLowerCase()) } : {}),
  };
}

function rejectingNul(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown, context?: unknown) => {
    const path = nulPath(data, '');
    if (path !== undefined) {
      checked.errors = [{ keyword: NUL_KEYWORD, instancePath: path, schemaPath: '', params: {} }];
      return false;
    }
    const valid = (validate as (data: unknown, context?: unknown) => boolean)(data, context);
    checked.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  // Fastify passes the parent object only to validators that have this (so defaults reach the request).
  Object.assign(checked, { schemaEnv: validate.schemaEnv });
  return checked;
}

/** JSON pointer of the first string (value or key) holding U+0000; undefined when there is none. */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Deeper documents are refused by the schema; there is nothing to look for past that.
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (key.includes('\u0000')) return itemPath;
    const found = nulPath(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Validates `x-unique-by` (one property name or a list of them, each unique on its own; only
 * scalar values clash); each repeated item is reported at its property, e.g. `/1/productId`.
 */
function uniqueBy(
  properties: unknown,
  data: unknown,
  _parentSchema?: unknown,
  context?: { instancePath: string },
): boolean {
  if (!Array.isArray(data)) return true;
  const errors: Partial<ErrorObject>[] = [];
  for (const property of [properties].flat().filter((name): name is string => typeof name === 'string')) {
    const seen = new Set<string>();
    data.forEach((item: unknown, index) => {
      const value = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[property] : undefined;
      // Only ids and values compare; anything else (even a 100 000-deep array) is the schema's to refuse.
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return;
      const key = `${typeof value}:${String(value)}`;
      if (seen.has(key))
        errors.push({
          keyword: UNIQUE_BY_KEYWORD,
          instancePath: `${context?.instancePath ?? ''}/${index}/${property}`,
          params: {},
        });
      seen.add(key);
    });
  }
  (uniqueBy as { errors?: Partial<ErrorObject>[] }).errors = errors;
  return errors.length === 0;
}
