import fc from 'fast-check';
import type { Contract, Schema } from './contract.ts';

/**
 * Ids the API has handed out during the run (see {@link harvestIds}), so valid requests reach real
 * records instead of answering "not found" every time. Generation stays a pure function of the seed
 * and the pool's contents.
 */
export class IdPool {
  private readonly ids: string[] = [];
  private next = 0;

  constructor(
    private readonly size: number,
    /** Ids never offered: the accounts the run signs in with, so it cannot delete or rename them. */
    private readonly protectedIds: ReadonlySet<string>,
  ) {}

  add(id: string): void {
    if (this.protectedIds.has(id) || this.ids.includes(id)) return;
    if (this.ids.length < this.size) this.ids.push(id);
    else this.ids[this.next++ % this.size] = id;
  }

  /** The `n`-th known id, or undefined for an odd `n` (a fresh UUID then: a record that does not exist). */
  at(n: number): string | undefined {
    if (n % 2 === 1 || this.ids.length === 0) return undefined;
    return this.ids[(n >> 1) % this.ids.length];
  }

  get count(): number {
    return this.ids.length;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Puts every UUID found under an `id` or `…Id` key of a reply into the pool. */
export function harvestIds(value: unknown, pool: IdPool, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > 8) return;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && (key === 'id' || key.endsWith('Id')) && UUID.test(item)) pool.add(item);
    else harvestIds(item, pool, depth + 1);
  }
}

/** The contract's pattern of text a request requires: some character besides white space (issue #24). */
export const NON_BLANK_PATTERN = '\\S';

/** Letters a Russian shop's fields hold, and some punctuation. */
const TEXT_UNIT = fc.constantFrom(
  ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЖЗ abcdefxyzABC0123456789-_.,№«»()/'.split(''),
);
/** Deep enough for every request schema of the contract; a deeper one gets its simplest value. */
const MAX_DEPTH = 10;

/** An arbitrary of values the schema accepts (JSON Schema 2020-12 as the contract uses it). */
export function validValue(contract: Contract, node: unknown, pool: IdPool, depth = 0): fc.Arbitrary<unknown> {
  const schema = contract.deref(node);
  const branches = (schema['oneOf'] ?? schema['anyOf']) as unknown[] | undefined;
  if (branches !== undefined)
    return fc.oneof(...branches.map((branch) => validValue(contract, branch, pool, depth + 1)));
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum'])) return fc.constantFrom(...(schema['enum'] as unknown[]));
  const types = [schema['type'] ?? 'string'].flat() as string[];
  return fc.oneof(...types.map((type) => valueOfType(contract, schema, type, pool, depth)));
}

function valueOfType(
  contract: Contract,
  schema: Schema,
  type: string,
  pool: IdPool,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: numberOr(schema['minimum'], -(2 ** 31)),
        max: numberOr(schema['maximum'], 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({
        min: numberOr(schema['minimum'], -1e9),
        max: numberOr(schema['maximum'], 1e9),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringValue(schema, pool);
    case 'array':
      return arrayValue(contract, schema, pool, depth);
    case 'object':
      return objectValue(contract, schema, pool, depth);
    default:
      throw new Error(`the contract uses a type the fuzz suite does not know: ${type}`);
  }
}

function stringValue(schema: Schema, pool: IdPool): fc.Arbitrary<string> {
  const minLength = numberOr(schema['minLength'], 0);
  const maxLength = numberOr(schema['maxLength'], 200);
  switch (schema['format']) {
    case 'uuid':
      return fc.tuple(fc.nat(), fc.uuid({ version: 4 })).map(([n, fresh]) => pool.at(n) ?? fresh);
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,15}$/), fc.nat({ max: 999_999 }))
        .map(([name, n]) => `${name}.${n}@fuzz.example.ru`);
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema['pattern'] === NON_BLANK_PATTERN) {
    // Required text: the shop's own letters, with something besides white space (hostile.ts sends the blank kind).
    return shopText(Math.max(1, minLength), maxLength).filter((s) => /\S/u.test(s));
  }
  if (typeof schema['pattern'] === 'string') {
    const pattern = new RegExp(schema['pattern'], 'u');
    return fc
      .stringMatching(pattern, { maxLength })
      .filter((s) => s.length >= minLength && s.length <= maxLength && pattern.test(s));
  }
  return shopText(minLength, maxLength);
}

/** Mostly short text of {@link TEXT_UNIT}; sometimes the longest the contract allows. */
function shopText(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 9,
      arbitrary: fc.string({ unit: TEXT_UNIT, minLength, maxLength: Math.min(maxLength, Math.max(minLength, 40)) }),
    },
    { weight: 1, arbitrary: fc.string({ unit: TEXT_UNIT, minLength: maxLength, maxLength }) },
  );
}

function arrayValue(contract: Contract, schema: Schema, pool: IdPool, depth: number): fc.Arbitrary<unknown[]> {
  const minLength = numberOr(schema['minItems'], 0);
  const maxLength = Math.min(numberOr(schema['maxItems'], 5), minLength + 4);
  if (depth >= MAX_DEPTH) return fc.constant([]);
  const items = validValue(contract, schema['items'], pool, depth + 1);
  const uniqueBy = [schema['x-unique-by'] ?? []].flat() as string[];
  if (schema['uniqueItems'] === true)
    return fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) });
  if (uniqueBy.length === 0) return fc.array(items, { minLength, maxLength });
  return fc
    .array(items, { minLength, maxLength })
    .map((list) => withoutRepeats(list, uniqueBy))
    .filter((list) => list.length >= minLength);
}

/** Drops the items that repeat an earlier item's value of any of `properties` (nulls never clash). */
export function withoutRepeats(list: unknown[], properties: readonly string[]): unknown[] {
  const seen = properties.map(() => new Set<string>());
  return list.filter((item) => {
    const keys = properties.map((property) => {
      const value = (item as Record<string, unknown> | null)?.[property];
      return value === undefined || value === null ? undefined : JSON.stringify(value);
    });
    if (keys.some((key, i) => key !== undefined && seen[i]?.has(key))) return false;
    keys.forEach((key, i) => key !== undefined && seen[i]?.add(key));
    return true;
  });
}

function objectValue(
  contract: Contract,
  schema: Schema,
  pool: IdPool,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema['properties'] ?? {}) as Record<string, unknown>;
  const required = (schema['required'] ?? []) as string[];
  if (depth >= MAX_DEPTH) return fc.constant({});
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(contract, value, pool, depth + 1)]),
  );
  const minProperties = numberOr(schema['minProperties'], 0);
  return fc.record(model, { requiredKeys: required }).filter((value) => Object.keys(value).length >= minProperties);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}
