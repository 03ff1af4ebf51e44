import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('defaults to 10 000 and 100 000 products on both engines, 50 connections, 5 s, fresh seeds', () => {
    expect(parseOptions([])).toMatchObject({
      sizes: [10_000, 100_000],
      engines: ['pglite', 'pg'],
      million: false,
      seconds: 5,
      connections: 50,
      reuse: false,
      ssr: true,
      cache: true,
    });
  });

  it('reads the flags of a narrowed run', () => {
    expect(
      parseOptions([
        '--sizes',
        '10_000',
        '--engines',
        'pg',
        '--million',
        '--duration',
        '3',
        '--reuse',
        '--no-ssr',
        '--no-cache',
      ]),
    ).toMatchObject({
      sizes: [10_000],
      engines: ['pg'],
      million: true,
      seconds: 3,
      reuse: true,
      ssr: false,
      cache: false,
    });
  });

  it('rejects an unknown engine, a bad size and an unknown flag with the flag named', () => {
    expect(() => parseOptions(['--engines', 'mysql'])).toThrow(/--engines/);
    expect(() => parseOptions(['--sizes', '10k'])).toThrow(/--sizes/);
    expect(() => parseOptions(['--duration', '0'])).toThrow(/--duration/);
    expect(() => parseOptions(['--fast'])).toThrow(/fast/);
  });
});
