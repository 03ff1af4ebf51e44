import { readFile } from 'node:fs/promises';
import { ErrorCode } from '@shop/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_SPEC_PATH } from '../../build-app';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { signedIn } from '../../testing/identity';
import { ADMIN_PATH_PREFIX } from './identity';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  contentType: string | undefined;
  body: unknown;
}

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

/** A small value the schema accepts, so a root's call is not rejected for its shape. */
function sample(schemaNode: unknown): unknown {
  const schema = deref(schemaNode);
  if (Array.isArray(schema['oneOf'])) return sample(schema['oneOf'][0]);
  if (Array.isArray(schema['anyOf'])) return sample(schema['anyOf'][0]);
  if (Array.isArray(schema['enum'])) return schema['enum'][0];
  const type = Array.isArray(schema['type']) ? schema['type'][0] : schema['type'];
  switch (type) {
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Json;
      const required = (schema['required'] ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, sample(properties[key])]));
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return typeof schema['minimum'] === 'number' ? schema['minimum'] : 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      if (schema['format'] === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema['format'] === 'email') return 'matrix@example.ru';
      if (typeof schema['pattern'] === 'string' && String(schema['pattern']).includes('a-z0-9')) return 'sample-slug';
      if (typeof schema['pattern'] === 'string' && String(schema['pattern']).includes('\\d')) return '100';
      return 'x'.repeat(Math.max(1, Number(schema['minLength'] ?? 1)));
  }
}

/** Every operation under /api/v1/admin/ in the contract, with path parameters filled in and a sample body. */
function adminOperations(): Operation[] {
  const paths = spec['paths'] as Record<string, Json>;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(ADMIN_PATH_PREFIX))
    .flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
        const op = item[method] as Json | undefined;
        if (op === undefined) return [];
        const parameters = [
          ...((item['parameters'] ?? []) as unknown[]),
          ...((op['parameters'] ?? []) as unknown[]),
        ].map(deref);
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const param = parameters.find((p) => p['name'] === name && p['in'] === 'path');
          return encodeURIComponent(String(sample(param?.['schema'])));
        });
        const content = deref(op['requestBody'])['content'] as Json | undefined;
        const contentType = content === undefined ? undefined : Object.keys(content)[0];
        const schema = contentType === undefined ? undefined : (content?.[contentType] as Json)['schema'];
        return [
          {
            operationId: String(op['operationId']),
            method: method.toUpperCase() as Operation['method'],
            url,
            contentType,
            body: sample(schema),
          },
        ];
      }),
    );
}

function request(op: Operation, headers: Record<string, string>) {
  if (op.contentType === undefined) return { method: op.method, url: op.url, headers };
  if (op.contentType === 'multipart/form-data') {
    const fields = Object.entries(op.body as Json).map(
      ([k, v]) => `--matrix\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
    );
    return {
      method: op.method,
      url: op.url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=matrix' },
      payload: `${fields.join('')}--matrix--\r\n`,
    };
  }
  return {
    method: op.method,
    url: op.url,
    headers: { ...headers, 'content-type': op.contentType },
    payload: JSON.stringify(op.body),
  };
}

const operations = adminOperations();

describe('authorization matrix of /api/v1/admin/* (generated from openapi/api.yaml)', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let root: Record<string, string>;
  let guest: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    customer = (await signedIn(t.app, t.db.orm, 'customer')).headers;
    root = (await signedIn(t.app, t.db.orm, 'root')).headers;
    guest = (await signedIn(t.app, t.db.orm, 'guest')).headers;
  });
  afterAll(() => t.close());

  it('covers every admin operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((o) => o.operationId)).toContain('listUsers');
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: anonymous 401, customer and guest 403 code 5, root passes',
    async (_, op) => {
      const anonymous = await t.app.inject(request(op, {}));
      expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, ErrorCode.InvalidCredentials]);
      for (const headers of [customer, guest]) {
        const denied = await t.app.inject(request(op, headers));
        expect([denied.statusCode, denied.json().error]).toEqual([403, ErrorCode.NoPermission]);
      }
      const allowed = await t.app.inject(request(op, root));
      expect([401, 403]).not.toContain(allowed.statusCode);
    },
  );

  it('rejects before reading the body: a malformed body still gets 401, not 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/user',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(401);
  });

  it('guards admin paths the contract does not have yet, and lets CORS preflights through', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/not-built-yet' })).statusCode).toBe(401);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/admin/user/list',
      headers: { origin: t.config.adminOrigin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
  });
});
