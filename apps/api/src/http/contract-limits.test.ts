import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_SPEC_PATH } from '../build-app';
import { ROUTER_MAX_PARAM_LENGTH } from './error-handling';

type Json = Record<string, unknown>;

const spec = parse(await readFile(OPENAPI_SPEC_PATH, 'utf8')) as Json;

function deref(node: unknown): Json {
  const ref = (node as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string') return (node ?? {}) as Json;
  return deref(
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key], spec),
  );
}

/** Formats whose own syntax bounds a string's length, so it needs no maxLength of its own. */
const BOUNDED_FORMATS = new Set(['uuid', 'date-time', 'date', 'binary']);

/**
 * Calls `visit` on every schema node a request can carry: each operation's parameters and bodies, into properties,
 * items and oneOf/anyOf/allOf branches, with `operationId where` naming it. `bodiesOnly` skips the parameters.
 */
function visitRequestSchemas(visit: (schema: Json, where: string) => void, { bodiesOnly = false } = {}): void {
  const walk = (node: unknown, where: string, seen: ReadonlySet<unknown>): void => {
    const schema = deref(node);
    if (seen.has(schema)) return;
    const inside = new Set([...seen, schema]);
    visit(schema, where);
    for (const [key, value] of Object.entries((schema['properties'] ?? {}) as Json))
      walk(value, `${where}.${key}`, inside);
    if (schema['items'] !== undefined) walk(schema['items'], `${where}[]`, inside);
    for (const key of ['oneOf', 'anyOf', 'allOf']) {
      for (const branch of (schema[key] ?? []) as unknown[]) walk(branch, where, inside);
    }
  };
  for (const item of Object.values(spec['paths'] as Record<string, Json>)) {
    for (const op of Object.values(item)) {
      const operation = op as Json;
      if (typeof operation['operationId'] !== 'string') continue;
      const parameters = bodiesOnly
        ? []
        : [...((item['parameters'] ?? []) as unknown[]), ...((operation['parameters'] ?? []) as unknown[])];
      for (const parameter of parameters.map(deref)) {
        walk(
          parameter['schema'],
          `${operation['operationId']} ${String(parameter['in'])}:${String(parameter['name'])}`,
          new Set(),
        );
      }
      const content = (deref(operation['requestBody'])['content'] ?? {}) as Json;
      for (const [mediaType, media] of Object.entries(content)) {
        walk((media as Json)['schema'], `${operation['operationId']} body(${mediaType})`, new Set());
      }
    }
  }
}

/** Every request-side schema node without a bound, as `operationId where: what is missing`. */
function unboundedInputs(): string[] {
  const problems: string[] = [];
  visitRequestSchemas((schema, where) => {
    const types = [schema['type']].flat();
    const bounded = Array.isArray(schema['enum']) || 'const' in schema;
    if ((types.includes('integer') || types.includes('number')) && !bounded) {
      if (typeof schema['minimum'] !== 'number' || typeof schema['maximum'] !== 'number')
        problems.push(`${where}: minimum/maximum`);
    }
    if (
      types.includes('string') &&
      !bounded &&
      !BOUNDED_FORMATS.has(String(schema['format'])) &&
      typeof schema['maxLength'] !== 'number'
    ) {
      problems.push(`${where}: maxLength`);
    }
    if (types.includes('array') && typeof schema['maxItems'] !== 'number') problems.push(`${where}: maxItems`);
  });
  return problems;
}

/**
 * Every text a request body requires (`minLength: 1`) that its pattern would let through as white space only, as
 * `operationId where` (issue #24: a product title of spaces was stored empty).
 */
function blankableRequiredTexts(): string[] {
  const problems: string[] = [];
  visitRequestSchemas(
    (schema, where) => {
      const types = [schema['type']].flat();
      if (
        !types.includes('string') ||
        schema['minLength'] !== 1 ||
        schema['format'] !== undefined ||
        Array.isArray(schema['enum'])
      )
        return;
      const pattern = typeof schema['pattern'] === 'string' ? new RegExp(schema['pattern'], 'u') : undefined;
      if (pattern === undefined || [' ', '   ', '\t\n', '\u00a0\u3000'].some((blank) => pattern.test(blank)))
        problems.push(where);
    },
    { bodiesOnly: true },
  );
  return problems;
}

function pathParameterLengths(): number[] {
  const lengths: number[] = [];
  for (const item of Object.values(spec['paths'] as Record<string, Json>)) {
    for (const op of [item, ...Object.values(item)]) {
      for (const parameter of (((op as Json)['parameters'] ?? []) as unknown[]).map(deref)) {
        if (parameter['in'] === 'path') lengths.push(Number(deref(parameter['schema'])['maxLength'] ?? 36));
      }
    }
  }
  return lengths;
}

describe('request limits of the contract (openapi/api.yaml)', () => {
  it('bound every number, text and list a client can send', () => {
    expect(unboundedInputs()).toEqual([]);
  });

  it('refuse white space alone wherever a body requires text, with pattern \\S (issue #24)', () => {
    expect(blankableRequiredTexts()).toEqual([]);
  });

  it('let the router pass every path parameter the contract allows, so validation answers for it', () => {
    const lengths = pathParameterLengths();
    expect(lengths.length).toBeGreaterThan(10);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(ROUTER_MAX_PARAM_LENGTH);
  });
});
