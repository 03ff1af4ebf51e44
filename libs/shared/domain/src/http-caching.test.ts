import { describe, expect, it } from 'vitest';
import { acceptsEncoding, encodingWeights, matchesEtag } from './http-caching';

describe('encodingWeights and acceptsEncoding', () => {
  it('read each named coding’s q-value, in lower case, a bad one as a refusal', () => {
    expect([...encodingWeights('gzip, deflate, BR;q=0.5, zstd;q=x')]).toEqual([
      ['gzip', 1],
      ['deflate', 1],
      ['br', 0.5],
      ['zstd', 0],
    ]);
    expect(encodingWeights(undefined).size).toBe(0);
  });

  it.each([
    ['gzip', true],
    ['*', true],
    ['gzip;q=0, *', false],
    ['br, *;q=0', false],
    ['identity', false],
    ['', false],
  ] as const)('accept gzip for %j: %s', (header, accepted) => {
    expect(acceptsEncoding(encodingWeights(header), 'gzip')).toBe(accepted);
  });
});

describe('matchesEtag', () => {
  it('matches the tag strongly or weakly, among others, or `*`', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
