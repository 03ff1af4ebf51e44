import { describe, expect, it } from 'vitest';
import { PurgeableMemo } from './memo';
import { TestSource } from './testing';

describe('PurgeableMemo', () => {
  it('remembers a kept value while live and forgets it on a purge', async () => {
    const source = new TestSource(true);
    const memo = new PurgeableMemo<string, number>(source, 10);
    let loads = 0;
    const load = async () => ({ value: ++loads, keep: true });
    expect(await memo.get('a', load)).toBe(1);
    expect(await memo.get('a', load)).toBe(1);
    source.purge();
    expect(await memo.get('a', load)).toBe(2);
  });

  it('loads every time while the stream is down, and keeps no failure stand-in', async () => {
    const source = new TestSource(false);
    const memo = new PurgeableMemo<string, number>(source, 10);
    let loads = 0;
    expect(await memo.get('a', async () => ({ value: ++loads, keep: true }))).toBe(1);
    expect(await memo.get('a', async () => ({ value: ++loads, keep: true }))).toBe(2);
    source.setLive(true);
    expect(await memo.get('a', async () => ({ value: ++loads, keep: false }))).toBe(3);
    expect(await memo.get('a', async () => ({ value: ++loads, keep: true }))).toBe(4);
    expect(memo.size).toBe(1);
  });

  it('shares one load between concurrent calls, and does not keep a load a purge overtook', async () => {
    const source = new TestSource(true);
    const memo = new PurgeableMemo<string, string>(source, 10);
    let release: (v: { value: string; keep: boolean }) => void = () => undefined;
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<{ value: string; keep: boolean }>((resolve) => (release = resolve));
    };
    const first = memo.get('a', slow);
    const second = memo.get('a', slow);
    expect(loads).toBe(1);
    source.purge();
    // A call after the purge does not join the load that started before it.
    const third = memo.get('a', async () => ({ value: 'after', keep: true }));
    release({ value: 'before', keep: true });
    expect([await first, await second, await third]).toEqual(['before', 'before', 'after']);
    expect(await memo.get('a', async () => ({ value: 'never', keep: true }))).toBe('after');
  });
});
