import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generateSchemaSource } from '../scripts/generate';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
interface Operation {
  method: string;
  path: string;
  op: JsonObject;
}

const specText = readFileSync(new URL('../../../../openapi/api.yaml', import.meta.url), 'utf8');
const spec = parse(specText) as JsonObject;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const isObject = (x: unknown): x is JsonObject => typeof x === 'object' && x !== null && !Array.isArray(x);

function resolvePointer(ref: string): Json | undefined {
  let node: Json | undefined = spec;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

/** Follows `$ref`s until a concrete node. */
function deref(node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current['$ref'] === 'string'; hops++) {
    if (hops > 20) throw new Error('ref cycle');
    current = resolvePointer(current['$ref']);
  }
  return current;
}

function collectRefs(node: Json, at: string, out: { ref: string; at: string }[] = []) {
  if (Array.isArray(node)) node.forEach((child, i) => collectRefs(child, `${at}/${i}`, out));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push({ ref: value, at });
      else collectRefs(value, `${at}/${key}`, out);
    }
  }
  return out;
}

const paths = spec['paths'] as Record<string, JsonObject>;
const operations: Operation[] = Object.entries(paths).flatMap(([path, item]) =>
  METHODS.filter((m) => isObject(item[m])).map((method) => ({ method, path, op: item[method] as JsonObject })),
);
const label = ({ method, path }: Operation) => `${method.toUpperCase()} ${path}`;

/** Every call of SPEC section 7, as [method, path]. */
const SPEC_SECTION_7: readonly [string, string][] = [
  ['get', '/api/v1/cart'],
  ['post', '/api/v1/cart/product'],
  ['delete', '/api/v1/cart/product'],
  ['post', '/api/v1/auth/login'],
  ['post', '/api/v1/auth/logout'],
  ['post', '/api/v1/auth/register/customer'],
  ['post', '/api/v1/auth/token/refresh'],
  ['post', '/api/v1/auth/recover/password'],
  ['post', '/api/v1/auth/recover/password/{tokenId}'],
  ['patch', '/api/v1/auth/recover/password/{tokenId}'],
  ['get', '/api/v1/auth/permission/can'],
  ['get', '/api/v1/auth/token/need-update'],
  ['post', '/api/v1/admin/user'],
  ['patch', '/api/v1/admin/user'],
  ['get', '/api/v1/admin/user/list'],
  ['get', '/api/v1/admin/user/{userId}'],
  ['get', '/api/v1/admin/user/{userId}/requisites'],
  ['get', '/api/v1/user/current'],
  ['patch', '/api/v1/user/current/confirm/email/send'],
  ['patch', '/api/v1/user/confirm/email/token/{token}'],
  ['patch', '/api/v1/user/current/update/info'],
  ['patch', '/api/v1/user/current/update/password'],
  ['post', '/api/v1/favorites/{productId}'],
  ['delete', '/api/v1/favorites/{productId}'],
  ['get', '/api/v1/favorites/list'],
  ['get', '/api/v1/site-settings'],
  ['patch', '/api/v1/admin/site-settings/price-list'],
  ['patch', '/api/v1/admin/site-settings/requisites'],
  ['patch', '/api/v1/admin/site-settings/free-shipping-cost'],
  ['patch', '/api/v1/admin/site-settings/thematic-theme'],
  ['get', '/api/v1/site-settings/download/price-list'],
  ['post', '/api/v1/logger/push'],
];

/** The reply payload keys SPEC 7 names. */
const SPEC_PAYLOADS: readonly [string, string, string][] = [
  ['get', '/api/v1/cart', 'cart'],
  ['post', '/api/v1/cart/product', 'cart'],
  ['delete', '/api/v1/cart/product', 'cart'],
  ['post', '/api/v1/auth/login', 'jwt'],
  ['post', '/api/v1/auth/register/customer', 'jwt'],
  ['post', '/api/v1/auth/token/refresh', 'jwt'],
  ['get', '/api/v1/auth/token/need-update', 'need'],
  ['get', '/api/v1/user/current', 'customerUser'],
  ['patch', '/api/v1/user/current/update/info', 'customerUser'],
  ['patch', '/api/v1/user/current/update/password', 'customerUser'],
  ['get', '/api/v1/favorites/list', 'productList'],
  ['get', '/api/v1/site-settings', 'siteSettings'],
];

function find(method: string, path: string): Operation | undefined {
  return operations.find((o) => o.method === method && o.path === path);
}

function mustFind(method: string, path: string): Operation {
  const found = find(method, path);
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not declared`);
  return found;
}

function successSchema(op: JsonObject, type = 'application/json'): JsonObject | undefined {
  const responses = op['responses'] as JsonObject;
  const ok = deref(responses['200']);
  if (!isObject(ok) || !isObject(ok['content'])) return undefined;
  const media = ok['content'][type];
  return isObject(media) ? (deref(media['schema']) as JsonObject) : undefined;
}

function payloadKeys(op: JsonObject): string[] {
  const schema = successSchema(op);
  const payload = deref(isObject(schema?.['properties']) ? schema['properties']['payload'] : undefined);
  return isObject(payload) && isObject(payload['properties']) ? Object.keys(payload['properties']) : [];
}

describe('openapi/api.yaml', () => {
  it('is OpenAPI 3.1 with the whole contract in it', () => {
    expect(spec['openapi']).toBe('3.1.0');
    expect(operations.length).toBeGreaterThan(100);
  });

  it('resolves every internal $ref', () => {
    const refs = collectRefs(spec, '#');
    expect(refs.length).toBeGreaterThan(100);
    const broken = refs.filter(({ ref }) => !ref.startsWith('#/') || resolvePointer(ref) === undefined);
    expect(broken).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId, a declared tag and the default Error reply', () => {
    const declaredTags = new Set((spec['tags'] as JsonObject[]).map((t) => t['name']));
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const o of operations) {
      const id = o.op['operationId'];
      if (typeof id !== 'string' || !/^[a-z]+[A-Z][A-Za-z]*$|^(login|logout|checkout)$/.test(id))
        problems.push(`${label(o)}: operationId ${String(id)}`);
      else if (seen.has(id)) problems.push(`${label(o)}: operationId ${id} also on ${seen.get(id)}`);
      else seen.set(id, label(o));
      const tags = o.op['tags'];
      if (!Array.isArray(tags) || tags.length !== 1 || !declaredTags.has(tags[0] as string))
        problems.push(`${label(o)}: tags`);
      const responses = o.op['responses'] as JsonObject;
      if (!isObject(responses['default']) || responses['default']['$ref'] !== '#/components/responses/Error')
        problems.push(`${label(o)}: default reply`);
    }
    expect(problems).toEqual([]);
  });

  it.each(SPEC_SECTION_7)('declares the SPEC 7 call %s %s', (method, path) => {
    expect(find(method, path), `${method} ${path}`).toBeDefined();
  });

  it.each(SPEC_PAYLOADS)('replies to %s %s with payload.%s', (method, path, key) => {
    expect(payloadKeys(mustFind(method, path).op)).toContain(key);
  });

  it('gives the jwt reply both tokens', () => {
    const jwt = deref(resolvePointer('#/components/schemas/Jwt')) as JsonObject;
    expect(jwt['required']).toEqual(['accessToken', 'refreshToken']);
  });

  it('declares the redirect lookup with a nullable {to, status} reply', () => {
    const o = mustFind('get', '/api/v1/route-rules/redirect');
    expect(o.op['operationId']).toBe('getRedirect');
    expect(payloadKeys(o.op)).toEqual(['redirect']);
    const redirect = deref(resolvePointer('#/components/schemas/Redirect')) as JsonObject;
    expect((redirect['properties'] as JsonObject)['status']).toEqual({ type: 'integer', enum: [301, 302] });
  });

  it('protects every admin call with a Bearer token and nothing else', () => {
    const open = operations
      .filter((o) => o.path.startsWith('/api/v1/admin/'))
      .filter((o) => JSON.stringify(o.op['security']) !== JSON.stringify([{ bearerAuth: [] }]));
    expect(open.map(label)).toEqual([]);
  });

  it('forbids unknown properties in every object request body', () => {
    const loose: string[] = [];
    for (const o of operations) {
      const body = deref(o.op['requestBody']);
      if (!isObject(body)) continue;
      for (const [type, media] of Object.entries(body['content'] as JsonObject)) {
        const schema = deref((media as JsonObject)['schema']) as JsonObject;
        if (schema['type'] === 'object' && schema['additionalProperties'] !== false) loose.push(`${label(o)} ${type}`);
      }
    }
    expect(loose).toEqual([]);
  });

  it('sends binary replies for the requisites and price-list downloads', () => {
    for (const path of [
      '/api/v1/admin/user/{userId}/requisites',
      '/api/v1/site-settings/download/price-list',
      '/api/v1/site-settings/download/requisites',
    ]) {
      const schema = successSchema(mustFind('get', path).op, 'application/octet-stream');
      expect(schema, path).toEqual({ type: 'string', format: 'binary' });
    }
  });

  it('takes multipart for the profile update and the site-settings file uploads', () => {
    for (const path of [
      '/api/v1/user/current/update/info',
      '/api/v1/admin/site-settings/price-list',
      '/api/v1/admin/site-settings/requisites',
    ]) {
      const body = deref(mustFind('patch', path).op['requestBody']) as JsonObject;
      expect(Object.keys(body['content'] as JsonObject), path).toEqual(['multipart/form-data']);
    }
  });

  it('pages lists with Page and Limit (1..100) and replies with pagination', () => {
    const limit = deref(resolvePointer('#/components/parameters/Limit')) as JsonObject;
    expect(limit['schema']).toMatchObject({ minimum: 1, maximum: 100 });
    const page = deref(resolvePointer('#/components/parameters/Page')) as JsonObject;
    expect(page['schema']).toMatchObject({ minimum: 1 });
    const problems: string[] = [];
    for (const o of operations) {
      const params = ((o.op['parameters'] as Json[] | undefined) ?? []).map((p) =>
        isObject(p) ? p['$ref'] : undefined,
      );
      const paged = params.includes('#/components/parameters/Page');
      if (paged !== params.includes('#/components/parameters/Limit')) problems.push(`${label(o)}: Page without Limit`);
      if (paged && !payloadKeys(o.op).includes('pagination')) problems.push(`${label(o)}: no pagination`);
    }
    expect(problems).toEqual([]);
  });

  it('never describes money as a float', () => {
    const floats: string[] = [];
    const walk = (node: Json, at: string) => {
      if (Array.isArray(node)) node.forEach((c, i) => walk(c, `${at}/${i}`));
      else if (isObject(node)) {
        for (const [key, value] of Object.entries(node)) {
          if (/price|cost|total|amount/i.test(key) && isObject(value) && value['type'] === 'number')
            floats.push(`${at}/${key}`);
          walk(value, `${at}/${key}`);
        }
      }
    };
    walk(spec, '#');
    expect(floats).toEqual([]);
  });

  it('marks each domain SPEC leaves "not shown" as our design decision', () => {
    const designed = [
      'categories',
      'products',
      'search',
      'orders',
      'customer-groups',
      'attributes',
      'attribute-groups',
      'integrator-requests',
      'media',
      'route-rules',
    ];
    const tags = spec['tags'] as JsonObject[];
    for (const name of designed) {
      const tag = tags.find((t) => t['name'] === name);
      expect(String(tag?.['description']), name).toMatch(/our design decision/i);
    }
  });

  it('generated src/schema.ts is up to date', async () => {
    const current = readFileSync(new URL('./schema.ts', import.meta.url), 'utf8');
    expect(current.split('\n')[0]).toMatch(/^\/\/ GENERATED FILE, DO NOT EDIT/);
    expect(current === (await generateSchemaSource()), 'run `npm run codegen`').toBe(true);
  }, 30_000);
});
