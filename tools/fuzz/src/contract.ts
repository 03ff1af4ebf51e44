import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '@shop/tools-kit';
import { parse } from 'yaml';

export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

/**
 * Who may call an operation: `admin` (under /api/v1/admin/, roots only), `signed-in` (every security
 * alternative needs a Bearer token) or `public`.
 */
export type Access = 'admin' | 'signed-in' | 'public';

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path template, e.g. `/api/v1/admin/product/{productId}`. */
  path: string;
  parameters: Parameter[];
  /** The first media type of the request body, when there is one. */
  body: { required: boolean; mediaType: string; schema: Schema } | undefined;
  access: Access;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The OpenAPI document with its `$ref`s followed on demand. */
export class Contract {
  private constructor(readonly document: Schema) {}

  static async load(path = join(ROOT, 'openapi/api.yaml')): Promise<Contract> {
    return new Contract(parse(await readFile(path, 'utf8')) as Schema);
  }

  /** The node a `$ref` points at (followed until it is not a reference), or the node itself. */
  deref(node: unknown): Schema {
    const ref = (node as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string') return (node ?? {}) as Schema;
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (at, key) => (at as Schema | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        this.document,
      );
    return this.deref(target);
  }

  /** Every operation, in the contract's order. */
  operations(): Operation[] {
    const paths = this.document['paths'] as Record<string, Schema>;
    return Object.entries(paths).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const op = item[method] as Schema | undefined;
        if (op === undefined) return [];
        const parameters = [
          ...((item['parameters'] ?? []) as unknown[]),
          ...((op['parameters'] ?? []) as unknown[]),
        ].map((node) => {
          const p = this.deref(node);
          return {
            name: String(p['name']),
            in: p['in'] as Parameter['in'],
            required: p['required'] === true,
            schema: this.deref(p['schema']),
          };
        });
        const requestBody = op['requestBody'] === undefined ? undefined : this.deref(op['requestBody']);
        const [mediaType, media] = Object.entries((requestBody?.['content'] ?? {}) as Record<string, Schema>)[0] ?? [];
        const body =
          mediaType === undefined
            ? undefined
            : { required: requestBody?.['required'] === true, mediaType, schema: this.deref(media?.['schema']) };
        return [
          {
            id: String(op['operationId']),
            method: method.toUpperCase() as Operation['method'],
            path,
            parameters,
            body,
            access: accessOf(path, op),
          },
        ];
      }),
    );
  }
}

function accessOf(path: string, op: Schema): Access {
  if (path.startsWith('/api/v1/admin/')) return 'admin';
  const alternatives = op['security'] as Schema[] | undefined;
  if (alternatives === undefined || alternatives.length === 0) return 'public';
  return alternatives.every((alternative) => 'bearerAuth' in alternative) ? 'signed-in' : 'public';
}
