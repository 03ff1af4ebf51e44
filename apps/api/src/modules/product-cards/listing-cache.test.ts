import { describe, expect, it } from 'vitest';
import { ListingCache } from './listing-cache';

describe('ListingCache', () => {
  const counting = () => {
    const calls: string[] = [];
    const compute = (key: string) => () => {
      calls.push(key);
      return Promise.resolve(`${key}#${calls.length}`);
    };
    return { calls, compute };
  };

  it('computes a key once and serves it again until the TTL runs out', async () => {
    let now = 0;
    const cache = new ListingCache({ maxEntries: 10, ttlMs: 60_000, now: () => now });
    const { calls, compute } = counting();
    expect(await cache.getOrCompute('a', compute('a'))).toBe('a#1');
    now = 59_999;
    expect(await cache.getOrCompute('a', compute('a'))).toBe('a#1');
    now = 60_000;
    expect(await cache.getOrCompute('a', compute('a'))).toBe('a#2');
    expect(calls).toEqual(['a', 'a']);
    // What the metrics read: one look-up answered from memory, two that computed.
    expect([cache.hits, cache.misses]).toEqual([1, 2]);
  });

  it('shares one computation between concurrent misses of a key', async () => {
    const cache = new ListingCache({ maxEntries: 10, ttlMs: 60_000 });
    const { calls, compute } = counting();
    const answers = await Promise.all([
      cache.getOrCompute('a', compute('a')),
      cache.getOrCompute('a', compute('a')),
      cache.getOrCompute('b', compute('b')),
    ]);
    expect(answers).toEqual(['a#1', 'a#1', 'b#2']);
    expect(calls).toEqual(['a', 'b']);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ListingCache({ maxEntries: 2, ttlMs: 60_000 });
    const { calls, compute } = counting();
    await cache.getOrCompute('a', compute('a'));
    await cache.getOrCompute('b', compute('b'));
    await cache.getOrCompute('a', compute('a')); // a is now the most recently used
    await cache.getOrCompute('c', compute('c')); // evicts b
    expect(cache.size).toBe(2);
    await cache.getOrCompute('a', compute('a'));
    await cache.getOrCompute('b', compute('b'));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets everything on invalidate, a computation still running included', async () => {
    const cache = new ListingCache({ maxEntries: 10, ttlMs: 60_000 });
    const { calls, compute } = counting();
    await cache.getOrCompute('a', compute('a'));
    let finish: (value: string) => void = () => undefined;
    const running = cache.getOrCompute('b', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('old b');
    expect(await running).toBe('old b');
    expect(cache.size).toBe(0);
    expect(await cache.getOrCompute('b', compute('b'))).toBe('b#2');
    expect(await cache.getOrCompute('a', compute('a'))).toBe('a#3');
    expect(calls).toEqual(['a', 'b', 'a']);
  });

  it('does not keep a failed computation', async () => {
    const cache = new ListingCache({ maxEntries: 10, ttlMs: 60_000 });
    await expect(cache.getOrCompute('a', () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
    expect(await cache.getOrCompute('a', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('keeps nothing with a TTL of 0 (CATALOGUE_CACHE_SECONDS=0)', async () => {
    const cache = new ListingCache({ maxEntries: 10, ttlMs: 0 });
    const { calls, compute } = counting();
    expect(await cache.getOrCompute('a', compute('a'))).toBe('a#1');
    expect(await cache.getOrCompute('a', compute('a'))).toBe('a#2');
    expect([calls, cache.size]).toEqual([['a', 'a'], 0]);
  });
});
