import type { Prng } from '@shop/tools-kit';
import type { Contract, Operation, Schema } from './contract.ts';
import { encodeRequest, MULTIPART_BOUNDARY, pathOf, queryOf, type RawRequest, type RequestParts } from './requests.ts';
import { NON_BLANK_PATTERN } from './values.ts';

/** What a hostile variant starts from: a valid request to `op` and who sends it. */
export interface VariantContext {
  contract: Contract;
  op: Operation;
  parts: RequestParts;
  /** Identity headers of the sender (Bearer token, anonymous id, client address). */
  headers: Record<string, string>;
  random: Prng;
  /** Tokens that claim a root's rights without having them (see tokens.ts). */
  forgedTokens: readonly { label: string; token: string }[];
}

/** A kind of bad input. `touchesRouting` variants may never reach the route (so no admin guard either). */
export interface Variant {
  name: string;
  touchesRouting?: boolean;
  /** The request breaks a rule of the contract's validation, so any 2xx is a failure (checks.ts). */
  mustRefuse?: boolean;
  /** The hostile request, or undefined when the operation has nothing this variant could break. */
  build(context: VariantContext): RawRequest | undefined;
}

type JsonPath = (string | number)[];

/** Every node of `value` (the root included) that `accept` takes, as paths. */
function locations(
  value: unknown,
  accept: (node: unknown) => boolean,
  path: JsonPath = [],
  found: JsonPath[] = [],
): JsonPath[] {
  if (accept(value)) found.push(path);
  if (typeof value === 'object' && value !== null && path.length < 12) {
    for (const [key, item] of Object.entries(value))
      locations(item, accept, [...path, Array.isArray(value) ? Number(key) : key], found);
  }
  return found;
}

/** A copy of `root` with the node at `path` replaced (or removed, for `REMOVE`). */
function withAt(root: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

const REMOVE = Symbol('remove');
const isString = (node: unknown) => typeof node === 'string';
const isNumber = (node: unknown) => typeof node === 'number';
const isObject = (node: unknown) => typeof node === 'object' && node !== null && !Array.isArray(node);
const isArray = Array.isArray;
const isLeaf = (node: unknown) => typeof node !== 'object' || node === null;

/** A JSON body sent as written, for values JSON.stringify cannot produce (1e400, raw nesting). */
function rawJson(context: VariantContext, text: string, contentType = 'application/json'): RawRequest {
  const { op, parts, headers } = context;
  return {
    method: op.method,
    path: pathOf(op, parts.path) + queryOf(parts.query),
    headers: { ...headers, 'content-type': contentType },
    body: Buffer.from(text),
  };
}

/** The valid request with its body changed at one random node that `accept` takes; undefined when there is none. */
function changeBody(
  context: VariantContext,
  accept: (node: unknown) => boolean,
  change: (node: unknown) => unknown,
): RawRequest | undefined {
  const { contract, op, parts, headers, random } = context;
  if (op.body === undefined) return undefined;
  const body = parts.body ?? {};
  const found = locations(body, accept);
  if (found.length === 0) return undefined;
  const path = random.pick(found);
  const node = path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], body);
  return encodeRequest(contract, op, { ...parts, body: withAt(body, path, change(node)) }, headers);
}

/**
 * The JSON body's values whose own schema `accept`s them, with that schema, walking the body beside its schema through
 * properties and items. Not through oneOf/anyOf: another branch might take what the accepted one refuses.
 */
function schemaLocations(
  contract: Contract,
  node: unknown,
  value: unknown,
  accept: (schema: Schema, value: unknown) => boolean,
  path: JsonPath = [],
  found: { path: JsonPath; schema: Schema }[] = [],
): { path: JsonPath; schema: Schema }[] {
  const schema = contract.deref(node);
  if (accept(schema, value)) found.push({ path, schema });
  if (Array.isArray(value) && schema['items'] !== undefined)
    value.forEach((item, i) => schemaLocations(contract, schema['items'], item, accept, [...path, i], found));
  if (isObject(value)) {
    const properties = (schema['properties'] ?? {}) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value as object))
      if (key in properties) schemaLocations(contract, properties[key], item, accept, [...path, key], found);
  }
  return found;
}

/** The valid JSON request with one body value that `accept` takes by its schema replaced; undefined when there is none. */
function changeByBodySchema(
  context: VariantContext,
  accept: (schema: Schema, value: unknown) => boolean,
  change: (path: JsonPath, schema: Schema) => unknown,
): RawRequest | undefined {
  const { contract, op, parts, headers, random } = context;
  if (op.body?.mediaType !== 'application/json' || parts.body === undefined) return undefined;
  const found = schemaLocations(contract, op.body.schema, parts.body, accept);
  if (found.length === 0) return undefined;
  const { path, schema } = random.pick(found);
  return encodeRequest(contract, op, { ...parts, body: withAt(parts.body, path, change(path, schema)) }, headers);
}

/** The valid request with one query or path parameter's text replaced; undefined when the operation has none. */
function changeParameter(
  context: VariantContext,
  where: 'query' | 'path',
  text: (value: unknown) => string,
): RawRequest | undefined {
  const { op, parts, headers, random } = context;
  const names = op.parameters.filter((p) => p.in === where).map((p) => p.name);
  if (names.length === 0) return undefined;
  const name = random.pick(names);
  const valid = encodeRequest(context.contract, op, parts, headers);
  if (where === 'path')
    return {
      ...valid,
      path: pathOf(op, parts.path, { [name]: onTheWire(text(parts.path[name])) }) + queryOf(parts.query),
    };
  const { [name]: replaced, ...others } = parts.query;
  const rest = queryOf(others);
  const raw = `${name}=${onTheWire(text(replaced))}`;
  return { ...valid, path: `${pathOf(op, parts.path)}${rest === '' ? '?' : `${rest}&`}${raw}` };
}

/**
 * Text as it can go on the wire: what Node's client refuses to send (spaces, control and non-ASCII
 * characters) is percent-encoded, a lone surrogate as the invalid UTF-8 it would be; deliberately
 * broken escapes such as `%zz` stay as they are.
 */
function onTheWire(text: string): string {
  return text.replace(/[^\x21-\x7e]/gu, (c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)));
}

/** The valid request with raw text (deliberately unencoded or broken) added to its query string. */
function withQueryText(context: VariantContext, raw: string): RawRequest {
  const { contract, op, parts, headers } = context;
  return {
    ...encodeRequest(contract, op, parts, headers),
    path: `${pathOf(op, parts.path)}${queryOf(parts.query) || '?'}&${raw}`,
  };
}

/** Marks the node {@link spliceIntoBody} replaces in the JSON text. */
const SPLICE_MARK = '__fuzz_splice__';

/**
 * The valid request with one body node that `accept` takes written as `text` in the body as sent: for
 * what JSON.stringify cannot produce (1e400, nesting 100 000 deep). Undefined when there is no such node.
 */
function spliceIntoBody(
  context: VariantContext,
  accept: (node: unknown) => boolean,
  text: string,
): RawRequest | undefined {
  const request = changeBody(context, accept, () => SPLICE_MARK);
  if (request?.body === undefined) return undefined;
  return { ...request, body: Buffer.from(request.body.toString('utf8').replace(JSON.stringify(SPLICE_MARK), text)) };
}

/** Either a body node or a parameter, whichever the operation has (the body first when it has both, half the time). */
function changeAnywhere(
  context: VariantContext,
  accept: (node: unknown) => boolean,
  change: (node: unknown) => unknown,
  text: (value: unknown) => string,
): RawRequest | undefined {
  const tries: (() => RawRequest | undefined)[] = [
    () => changeBody(context, accept, change),
    () => changeParameter(context, 'query', text),
    () => changeParameter(context, 'path', text),
  ];
  const start = context.random.int(0, tries.length - 1);
  for (let i = 0; i < tries.length; i++) {
    const request = tries[(start + i) % tries.length]?.();
    if (request !== undefined) return request;
  }
  return undefined;
}

const WRONG_TYPES: unknown[] = [123, -1, 1.5, true, false, null, {}, [], 'text', { $gt: '' }, [null], ['a', 'b']];
const WRONG_TYPE_TEXTS = ['abc', '-1', '1.5', 'true', 'null', '{}', '[]', '%5B%5D', 'undefined', 'NaN'];
const INVISIBLE = ['\u202e', '\u200b', '\ufeff', '\u2066', '\u200f', '\ud800', '\u0301', '\u00ad'];
const OVERFLOWING_NUMBERS = [
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '-0',
  '1.5',
  '-1',
  '1e-400',
];
const OVERFLOWING_TEXTS = [
  '2147483648',
  '9007199254740993',
  '1e20',
  '99999999999999999999',
  '-1',
  'NaN',
  'Infinity',
  '0x10',
  '1e400',
  '+1',
  ' 1',
  '1.0',
];
const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}garbage',
  '\ufeff{}',
  "{'a':1}",
  '',
  'null',
  '"text"',
  '[]',
  '123',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\u0000',
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json, text/plain',
  ';',
  'application/octet-stream',
];
const BROKEN_PATH_PARAMETERS = [
  'a'.repeat(5000),
  '%E0%A4%A',
  '%',
  '%zz',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%F0%9F%98%80',
  'a%2Fb',
  '%20',
  encodeURIComponent('категория'),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffffffff',
  encodeURIComponent("' or 1=1 --"),
];
/** Text that is empty after trimming: JavaScript's trim and the contract's `\\S` agree on each of these. */
const BLANK_TEXTS = [' ', '   ', '\t', '\n', '\r\n  ', '\u00a0', ' \u3000 ', '\u2003\u2009', '\ufeff'];
/** Values an enum of the contract does not hold; `fatal` goes to a log level, which is the server's own (issue #24). */
const OUTSIDE_ENUM = ['root', 'admin', 'ROOT', 'deleted', 'unknown', 'null', ' '];
const BROKEN_QUERIES = [
  'page=%zz',
  'page=1&page=2',
  'limit=1&limit=abc',
  `searchQuery=${'a'.repeat(10_000)}`,
  'searchQuery[]=x',
  '&&&=',
  'page',
  '=1',
  '%=%',
  'sort[$ne]=1',
];

function brokenMultipart(random: Prng): { contentType: string; body: string } {
  const b = MULTIPART_BOUNDARY;
  const bodies: { contentType: string; body: string }[] = [
    {
      contentType: 'multipart/form-data',
      body: `--${b}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${b}--\r\n`,
    },
    {
      contentType: `multipart/form-data; boundary=${b}`,
      body: `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF`,
    },
    {
      contentType: `multipart/form-data; boundary=other`,
      body: `--${b}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--${b}--\r\n`,
    },
    {
      contentType: `multipart/form-data; boundary=${b}`,
      body: `--${b}\r\nContent-Disposition: form-data\r\n\r\n1\r\n--${b}--\r\n`,
    },
    {
      contentType: `multipart/form-data; boundary=${b}`,
      body: `--${b}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"isAdmin":true}\r\n--${b}--\r\n`,
    },
    {
      contentType: `multipart/form-data; boundary=${b}`,
      body: `--${b}\r\nX: ${'h'.repeat(100_000)}\r\n\r\n1\r\n--${b}--\r\n`,
    },
    {
      contentType: `multipart/form-data; boundary=${b}`,
      body: `${Array.from({ length: 1000 }, (_, i) => `--${b}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${i}\r\n`).join('')}--${b}--\r\n`,
    },
    {
      contentType: `multipart/form-data; boundary=${b}`,
      body: `--${b}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: text/plain\r\n\r\nroot:x:0:0\r\n--${b}--\r\n`,
    },
    { contentType: `multipart/form-data; boundary=${b}`, body: 'garbage' },
    { contentType: `multipart/form-data; boundary=${b}`, body: '' },
  ];
  return random.pick(bodies);
}

/** Deeply nested JSON text: `[[[…]]]` or `{"a":{"a":…}}`. */
function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Every kind of bad input the suite sends; each applies to the operations that have what it breaks. */
export const VARIANTS: readonly Variant[] = [
  {
    name: 'wrong type',
    build: (c) =>
      changeAnywhere(
        c,
        () => true,
        () => c.random.pick(WRONG_TYPES),
        () => c.random.pick(WRONG_TYPE_TEXTS),
      ),
  },
  {
    name: 'missing field',
    build: (c) => {
      const body = c.parts.body;
      if (isObject(body) && Object.keys(body as object).length > 0) {
        const paths = locations(body, () => true).filter(
          (path) => path.length > 0 && typeof path[path.length - 1] === 'string',
        );
        return encodeRequest(
          c.contract,
          c.op,
          { ...c.parts, body: withAt(body, c.random.pick(paths), REMOVE) },
          c.headers,
        );
      }
      // No body at all for an operation that takes one.
      return c.op.body === undefined
        ? undefined
        : encodeRequest(c.contract, c.op, { path: c.parts.path, query: c.parts.query }, c.headers);
    },
  },
  {
    name: 'extra field',
    build: (c) =>
      changeBody(c, isObject, (node) => ({
        ...(node as object),
        ...c.random.pick([
          { fuzzExtra: 1 },
          { id: 'x' },
          JSON.parse('{"__proto__":{"role":"root"}}') as object,
          { role: 'root' },
        ]),
      })) ??
      changeParameter(c, 'query', () => 'x') ??
      withQueryText(c, 'fuzzExtra=1'),
  },
  {
    name: 'empty string',
    build: (c) =>
      changeAnywhere(
        c,
        isLeaf,
        () => '',
        () => '',
      ),
  },
  {
    name: 'blank required text',
    mustRefuse: true,
    build: (c) =>
      changeByBodySchema(
        c,
        (schema, value) => typeof value === 'string' && schema['pattern'] === NON_BLANK_PATTERN,
        () => c.random.pick(BLANK_TEXTS),
      ),
  },
  {
    name: 'value outside the enum',
    mustRefuse: true,
    build: (c) =>
      changeByBodySchema(
        c,
        (schema, value) => typeof value === 'string' && Array.isArray(schema['enum']),
        (path, schema) => {
          const allowed = schema['enum'] as unknown[];
          const candidates = path.at(-1) === 'level' ? ['fatal'] : OUTSIDE_ENUM;
          const outside = candidates.filter((v) => !allowed.includes(v));
          return outside.length > 0 ? c.random.pick(outside) : 'never-in-the-enum';
        },
      ),
  },
  {
    name: 'NUL character',
    build: (c) =>
      changeAnywhere(
        c,
        isString,
        (node) => `${String(node).slice(0, 3)}\u0000${String(node).slice(3)}`,
        (value) => `${String(value ?? 'a').slice(0, 3)}\u0000`,
      ),
  },
  {
    name: 'invisible characters',
    build: (c) => {
      const marks = () => c.random.pick(INVISIBLE) + c.random.pick(INVISIBLE);
      return changeAnywhere(
        c,
        isString,
        (node) => `${marks()}${String(node)}${marks()}`,
        (value) => `${marks()}${String(value ?? '')}`,
      );
    },
  },
  {
    name: '1 MB string',
    build: (c) =>
      changeBody(c, isLeaf, () => 'я'.repeat(512 * 1024)) ??
      rawJson(c, JSON.stringify({ text: 'я'.repeat(512 * 1024) })),
  },
  {
    name: '10 000-item list',
    build: (c) =>
      changeBody(c, isArray, (node) => tenThousandOf((node as unknown[])[0])) ??
      rawJson(c, JSON.stringify(tenThousandOf(c.parts.body))),
  },
  {
    name: 'deep nesting',
    build: (c) => {
      const text = nested(c.random.pick([100, 10_000, 100_000]), c.random.pick(['array', 'object'] as const));
      return (c.parts.body === undefined ? undefined : spliceIntoBody(c, isLeaf, text)) ?? rawJson(c, text);
    },
  },
  {
    name: 'number overflow',
    build: (c) => {
      const literal = c.random.pick(OVERFLOWING_NUMBERS);
      const spliced = spliceIntoBody(c, c.random.chance(0.8) ? isNumber : isLeaf, literal);
      // A form field is text: a number overflows only in JSON.
      const inJson = spliced?.headers['content-type'] === 'application/json' ? spliced : undefined;
      return (
        inJson ??
        changeParameter(c, 'query', () => c.random.pick(OVERFLOWING_TEXTS)) ??
        changeParameter(c, 'path', () => c.random.pick(OVERFLOWING_TEXTS))
      );
    },
  },
  {
    name: 'repeated items',
    build: (c) =>
      changeBody(
        c,
        (node) => isArray(node) && (node as unknown[]).length > 0,
        (node) => [...(node as unknown[]), (node as unknown[])[0]],
      ) ?? (c.op.parameters.some((p) => p.in === 'query') ? withQueryText(c, repeatFirst(c)) : undefined),
  },
  {
    name: 'broken JSON',
    build: (c) => rawJson(c, c.random.pick(BROKEN_JSON)),
  },
  {
    name: 'wrong content type',
    build: (c) => {
      const body = c.parts.body ?? { a: 1 };
      if (c.op.body?.mediaType === 'multipart/form-data' && c.random.chance(0.5))
        return rawJson(c, JSON.stringify(body));
      return rawJson(c, JSON.stringify(body), c.random.pick(WRONG_CONTENT_TYPES));
    },
  },
  {
    name: 'broken multipart',
    build: (c) => {
      const { contentType, body } = brokenMultipart(c.random);
      return rawJson(c, body, contentType);
    },
  },
  {
    name: 'broken path parameter',
    touchesRouting: true,
    build: (c) => changeParameter(c, 'path', () => c.random.pick(BROKEN_PATH_PARAMETERS)),
  },
  {
    name: 'over-long address',
    touchesRouting: true,
    build: (c) => ({
      ...encodeRequest(c.contract, c.op, c.parts, c.headers),
      path: `${pathOf(c.op, c.parts.path)}?searchQuery=${'a'.repeat(c.random.pick([20_000, 70_000]))}`,
    }),
  },
  {
    name: 'broken query',
    touchesRouting: true,
    build: (c) => withQueryText(c, c.random.pick(BROKEN_QUERIES)),
  },
  {
    name: 'forged token',
    build: (c) => {
      const { token } = c.random.pick(c.forgedTokens);
      return encodeRequest(c.contract, c.op, c.parts, {
        ...withoutIdentity(c.headers),
        authorization: `Bearer ${token}`,
      });
    },
  },
  {
    name: 'odd identity headers',
    build: (c) => {
      const odd: Record<string, string>[] = [
        { authorization: 'Bearer' },
        { authorization: 'Basic dXNlcjpwYXNz' },
        { authorization: `Bearer ${'a'.repeat(8000)}` },
        { authorization: 'Bearer a.b.c.d.e' },
        { 'x-anonymous-user-id': 'not-a-uuid' },
        { 'x-anonymous-user-id': 'a'.repeat(5000) },
        { 'x-anonymous-user-id': '00000000-0000-0000-0000-000000000000' },
        { 'x-cart-id': 'not-a-uuid' },
        { 'x-cart-id': "'; drop table cart; --" },
        { cookie: 'anonymous_user_id=%zz; cart_id=%E0%A4%A; access_token=x' },
        { cookie: `anonymous_user_id=${'a'.repeat(4000)}` },
        { 'x-forwarded-for': 'garbage, , 999.999.999.999' },
      ];
      return encodeRequest(c.contract, c.op, c.parts, {
        ...withoutIdentity(c.headers),
        'x-forwarded-for': c.headers['x-forwarded-for'] ?? '10.0.0.1',
        ...c.random.pick(odd),
      });
    },
  },
];

/** Ten thousand copies of `value` when its JSON is short, else the numbers 0..9999: a few megabytes at most. */
function tenThousandOf(value: unknown): unknown[] {
  const short = value !== undefined && JSON.stringify(value).length <= 200;
  return Array.from({ length: 10_000 }, (_, i) => (short ? value : i));
}

/** The first query parameter twice more (`page=1&page=1`). */
function repeatFirst(c: VariantContext): string {
  const [name, value] = Object.entries(c.parts.query)[0] ?? ['page', 1];
  const text = encodeURIComponent(String([value].flat()[0]));
  return `${name}=${text}&${name}=${text}`;
}

function withoutIdentity(headers: Record<string, string>): Record<string, string> {
  const { authorization: _authorization, ...rest } = headers;
  return rest;
}
