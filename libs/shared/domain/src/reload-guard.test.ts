import { PAGE_RELOAD_GUARD_EXPIRY_MS } from './constants';
import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports of Chromium, Firefox and Safari and failed CSS preloads', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError({ message: 'Unable to preload CSS for /assets/a.css' })).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('claimReload', () => {
  it('allows the first reload and records when it happened', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('1000000');
  });

  it('refuses a second reload within the guard expiry, so a broken deploy cannot loop', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(claimReload(storage, 1_000_000 + PAGE_RELOAD_GUARD_EXPIRY_MS - 1)).toBe(false);
  });

  it('allows a reload again once the expiry has passed', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: '1000000' });
    expect(claimReload(storage, 1_000_000 + PAGE_RELOAD_GUARD_EXPIRY_MS)).toBe(true);
  });

  it('refuses when the timestamp cannot be stored', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload(storage, 1)).toBe(false);
  });
});
