import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { Prng } from '@shop/tools-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Contract, type Operation } from './contract.ts';
import { VARIANTS, type VariantContext } from './hostile.ts';
import { validParts } from './requests.ts';
import { IdPool } from './values.ts';

const contract = await Contract.load();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const operation = (id: string) => contract.operations().find((op) => op.id === id) as Operation;
const variant = (name: string) => VARIANTS.find((v) => v.name === name);

/** The variant's request to `op` from the first of `runs` valid requests it applies to, with its body parsed. */
function hostileBody(name: string, op: Operation, runs = 20): Record<string, unknown> | undefined {
  const pool = new IdPool(10, new Set());
  for (const [seed, parts] of fc.sample(validParts(contract, op, pool), { seed: 11, numRuns: runs }).entries()) {
    const random = new Prng(seed + 1);
    const context: VariantContext = { contract, op, parts, headers: {}, random, forgedTokens: [] };
    const request = variant(name)?.build(context);
    if (request?.body !== undefined) return JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
  }
  return undefined;
}

/** Issue #24: what the suite sends so blank required text and a server-only log level never come back. */
describe('hostile variants the contract must refuse', () => {
  it('blank required text: a product title or article of white space only, which the contract refuses', () => {
    expect(variant('blank required text')?.mustRefuse).toBe(true);
    const op = operation('createProduct');
    const body = hostileBody('blank required text', op);
    expect(body).toBeDefined();
    const blanks = Object.entries(body ?? {}).filter(([, v]) => typeof v === 'string' && v.trim() === '');
    expect(blanks.length).toBeGreaterThan(0);
    const validate = ajv.compile({ ...op.body?.schema, components: contract.document['components'] });
    expect(validate(body)).toBe(false);
  });

  it("value outside the enum: a client log entry at fatal, the server's own level", () => {
    expect(variant('value outside the enum')?.mustRefuse).toBe(true);
    expect(hostileBody('value outside the enum', operation('pushLog'))).toMatchObject({ level: 'fatal' });
  });

  it("leaves multipart bodies alone: a form's blank field counts as not sent", () => {
    expect(hostileBody('blank required text', operation('updateCurrentUserInfo'))).toBeUndefined();
  });
});
