import { RELOAD_GUARD_KEY } from '@shop/domain';
import { describe, expect, it, vi } from 'vitest';
import { loadChunk, type ChunkReloadDeps } from './load-chunk';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const gone = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: http://admin.test/admin/assets/user-pages-x.js'),
  );

function deps(storage: ChunkReloadDeps['storage'] = memoryStorage(), now = 1_000_000) {
  return { storage, now: () => now, reload: vi.fn<() => void>() } satisfies ChunkReloadDeps;
}

describe('loadChunk', () => {
  it('gives the module when its chunk loads', async () => {
    const d = deps();
    await expect(loadChunk(async () => ({ page: 'list' }), d)).resolves.toEqual({ page: 'list' });
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the chunk is gone, and stays pending until the reload', async () => {
    const d = deps();
    const settled = vi.fn();
    void loadChunk(gone, d).then(settled, settled);
    await vi.waitFor(() => expect(d.reload).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it('rejects a second chunk failure soon after the reload, so the error page shows instead of a reload loop', async () => {
    const d = deps(memoryStorage({ [RELOAD_GUARD_KEY]: String(1_000_000 - 1_000) }));
    await expect(loadChunk(gone, d)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('rejects other errors without reloading, and without storage never reloads', async () => {
    const d = deps();
    await expect(loadChunk(() => Promise.reject(new Error('boom')), d)).rejects.toThrow('boom');
    const blocked = deps(null);
    await expect(loadChunk(gone, blocked)).rejects.toThrow();
    expect(d.reload).not.toHaveBeenCalled();
    expect(blocked.reload).not.toHaveBeenCalled();
  });
});
