import { PAGE_RELOAD_GUARD_EXPIRY_MS } from '@shop/domain';
import { describe, expect, it, vi } from 'vitest';
import { claimReload, isChunkLoadError, loadChunk, RELOAD_GUARD_KEY, type ChunkReloadDeps } from './load-chunk';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://admin.test/admin/assets/user-pages-x.js'));

function deps(storage: ChunkReloadDeps['storage'] = memoryStorage(), now = 1_000_000) {
  return { storage, now: () => now, reload: vi.fn<() => void>() } satisfies ChunkReloadDeps;
}

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports of Chromium, Firefox and Safari and a failed CSS preload', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /admin/assets/a.css'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('claimReload', () => {
  it('allows one reload, then none until the guard expires', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('1000000');
    expect(claimReload(storage, 1_000_000 + PAGE_RELOAD_GUARD_EXPIRY_MS - 1)).toBe(false);
    expect(claimReload(storage, 1_000_000 + PAGE_RELOAD_GUARD_EXPIRY_MS)).toBe(true);
  });

  it('refuses when the time cannot be stored', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(claimReload(full, 1)).toBe(false);
  });
});

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
