import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('parseOptions', () => {
  it('defaults to 10 000 products on both engines, 50 connections, 10 s, a fresh seed and the SSR case', () => {
    expect(parseOptions([])).toMatchObject({
      size: 10_000,
      engines: ['pglite', 'pg'],
      seconds: 10,
      connections: 50,
      reuse: false,
      ssr: true,
    });
  });

  it('reads the flags of a narrowed run and refuses bad ones with the flag named', () => {
    expect(
      parseOptions(['--size', '1_000', '--engines', 'pg', '--duration', '3', '--reuse', '--no-ssr']),
    ).toMatchObject({
      size: 1000,
      engines: ['pg'],
      seconds: 3,
      reuse: true,
      ssr: false,
    });
    expect(() => parseOptions(['--engines', 'sqlite'])).toThrow(/--engines/);
    expect(() => parseOptions(['--size', '10'])).toThrow(/--size/);
    expect(() => parseOptions(['--sizes', '10000'])).toThrow(/sizes/);
  });
});
