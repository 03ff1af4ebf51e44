import fc from 'fast-check';
import type { Contract, Operation } from './contract.ts';
import { validValue, type IdPool } from './values.ts';

/** A request exactly as it goes on the wire: the path is sent as written, the body as bytes. */
export interface RawRequest {
  method: string;
  /** Path and query, already encoded (or deliberately broken). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** The parts of a request the contract describes, before they are encoded. */
export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Absent when the operation takes no body or the generator left an optional one out. */
  body?: unknown;
}

/** Valid parts of a request to `op`: path and required query parameters always, optional ones sometimes. */
export function validParts(contract: Contract, op: Operation, pool: IdPool): fc.Arbitrary<RequestParts> {
  const of = (place: 'path' | 'query') => {
    const parameters = op.parameters.filter((p) => p.in === place);
    const model = Object.fromEntries(parameters.map((p) => [p.name, validValue(contract, p.schema, pool)]));
    return fc.record(model, {
      requiredKeys: parameters.filter((p) => p.required || place === 'path').map((p) => p.name),
    });
  };
  const body = op.body === undefined ? fc.constant(undefined) : validValue(contract, op.body.schema, pool);
  const sendsBody = op.body?.required === true ? fc.constant(true) : fc.boolean();
  return fc
    .record({ path: of('path'), query: of('query'), body, sendsBody })
    .map(({ path, query, body: value, sendsBody: sends }) =>
      op.body !== undefined && sends ? { path, query, body: value } : { path, query },
    );
}

/** Fills the path template; a value is percent-encoded unless the caller gives the raw text. */
export function pathOf(op: Operation, values: Record<string, unknown>, raw: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => raw[name] ?? encodeURIComponent(String(values[name])));
}

/** `?a=1&b=x&b=y` (a list repeats its name, as the contract's form style says), or '' for no parameters. */
export function queryOf(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) search.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export const MULTIPART_BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

/** A multipart form of the fields; a field the contract calls `binary` becomes a small file part. */
export function multipartOf(fields: unknown, binaryFields: ReadonlySet<string>): Buffer {
  // A form is flat: anything but an object of fields (a hostile body) goes as one field named `value`.
  const entries =
    typeof fields === 'object' && fields !== null && !Array.isArray(fields)
      ? Object.entries(fields)
      : [['value', fields] as const];
  const parts = entries.map(([name, value]) => {
    if (binaryFields.has(name)) {
      return `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="fuzz.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${String(value)}\r\n`;
    }
    return `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`;
  });
  return Buffer.from(`${parts.join('')}--${MULTIPART_BOUNDARY}--\r\n`);
}

/** Names of the body's top-level fields of format `binary` (file inputs of a multipart form). */
export function binaryFieldsOf(contract: Contract, op: Operation): Set<string> {
  const properties = (op.body?.schema['properties'] ?? {}) as Record<string, unknown>;
  return new Set(
    Object.entries(properties)
      .filter(([, schema]) => contract.deref(schema)['format'] === 'binary')
      .map(([name]) => name),
  );
}

/** The wire form of the parts, with the caller's identity headers. */
export function encodeRequest(
  contract: Contract,
  op: Operation,
  parts: RequestParts,
  headers: Record<string, string>,
): RawRequest {
  const path = pathOf(op, parts.path) + queryOf(parts.query);
  if (parts.body === undefined || op.body === undefined) return { method: op.method, path, headers };
  if (op.body.mediaType === 'multipart/form-data') {
    return {
      method: op.method,
      path,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
      body: multipartOf(parts.body, binaryFieldsOf(contract, op)),
    };
  }
  return {
    method: op.method,
    path,
    headers: { ...headers, 'content-type': op.body.mediaType },
    body: Buffer.from(JSON.stringify(parts.body)),
  };
}
