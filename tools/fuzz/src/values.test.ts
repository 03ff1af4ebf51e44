import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Contract } from './contract.ts';
import { validParts } from './requests.ts';
import { IdPool, withoutRepeats } from './values.ts';

const contract = await Contract.load();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
/** A validator of a schema of the contract, its `#/components/…` references resolving as in the contract. */
const compile = (schema: object) => ajv.compile({ ...schema, components: contract.document['components'] });

describe('valid requests generated from the contract', () => {
  const pool = new IdPool(10, new Set());
  pool.add('6f1c5d1e-4f4b-4c8e-9d7a-1b2c3d4e5f60');

  it.each(contract.operations().map((op) => [op.id, op] as const))(
    '%s: every generated body and parameter passes the contract',
    (_, op) => {
      const validateBody = op.body === undefined ? undefined : compile(op.body.schema);
      const validateParameter = new Map(op.parameters.map((p) => [p.name, compile(p.schema)]));
      for (const parts of fc.sample(validParts(contract, op, pool), { seed: 7, numRuns: 30 })) {
        if (validateBody !== undefined && parts.body !== undefined) {
          expect(validateBody(parts.body), JSON.stringify(validateBody.errors)).toBe(true);
        }
        for (const parameter of op.parameters) {
          const value = (parameter.in === 'path' ? parts.path : parts.query)[parameter.name];
          if (value === undefined) continue;
          const validate = validateParameter.get(parameter.name);
          expect(validate?.(value), `${parameter.name}: ${JSON.stringify(validate?.errors)}`).toBe(true);
        }
      }
    },
  );
});

describe('withoutRepeats', () => {
  it('drops an item repeating a kept item in any listed property, nulls never clashing', () => {
    const list = [
      { id: null, value: 'a' },
      { id: null, value: 'b' },
      { id: 'x', value: 'a' },
      { id: 'x', value: 'c' },
      { id: 'y', value: 'd' },
    ];
    expect(withoutRepeats(list, ['id', 'value'])).toEqual([list[0], list[1], list[3], list[4]]);
  });
});
