/**
 * Generates `src/schema.ts` from `openapi/api.yaml` with openapi-typescript.
 *
 *   npx tsx libs/shared/api-contract/scripts/generate.ts          writes src/schema.ts
 *   npx tsx libs/shared/api-contract/scripts/generate.ts --check  exits 1 when src/schema.ts is stale
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const specUrl = new URL('../../../../openapi/api.yaml', import.meta.url);
const schemaUrl = new URL('../src/schema.ts', import.meta.url);

const HEADER = [
  '// GENERATED FILE, DO NOT EDIT. Source: openapi/api.yaml. Regenerate with `npm run codegen -w @shop/api-contract`.',
  '',
].join('\n');

// Binary bodies (multipart file fields, downloads) are Blobs on both sides of the wire, not strings.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

/** Renders the TypeScript source of `src/schema.ts` for the current contract. */
export async function generateSchemaSource(): Promise<string> {
  const ast = await openapiTS(specUrl, {
    silent: true,
    transform(schemaObject) {
      if (schemaObject.format !== 'binary') return undefined;
      const nullable = Array.isArray(schemaObject.type) && schemaObject.type.includes('null');
      return nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
    },
  });
  return HEADER + astToString(ast) + renderOperationsByTag(await readFile(specUrl, 'utf8'));
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `operationsByTag`: each tag's operationIds, so a server module can type its handlers per domain. */
function renderOperationsByTag(yamlText: string): string {
  const doc = parse(yamlText) as {
    paths: Record<string, Partial<Record<string, { operationId: string; tags?: string[] }>>>;
  };
  const byTag = new Map<string, string[]>();
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      for (const tag of op.tags ?? []) byTag.set(tag, [...(byTag.get(tag) ?? []), op.operationId]);
    }
  }
  const lines = [...byTag].map(
    ([tag, ids]) => `    ${JSON.stringify(tag)}: ${ids.map((id) => JSON.stringify(id)).join(' | ')};`,
  );
  return [
    '',
    '/** operationIds of each tag (domain) of the contract. */',
    'export interface operationsByTag {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const fresh = await generateSchemaSource();
  const target = fileURLToPath(schemaUrl);
  if (!check) {
    await writeFile(target, fresh);
    console.log(`api-contract: wrote ${target}`);
    return;
  }
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== fresh) {
    console.error(
      `api-contract: ${target} is stale: it does not match openapi/api.yaml.\n` +
        'Run `npm run codegen` (or `npx nx run @shop/api-contract:codegen`) and commit the result.',
    );
    process.exitCode = 1;
    return;
  }
  console.log('api-contract: src/schema.ts is up to date');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
