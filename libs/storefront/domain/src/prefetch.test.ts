import { describe, expect, it } from 'vitest';
import { prefetchModeFor } from './prefetch';

describe('prefetchModeFor', () => {
  it('prefetches on intent on a normal connection or when the browser does not say', () => {
    expect(prefetchModeFor({ effectiveType: '4g', saveData: false })).toBe('intent');
    expect(prefetchModeFor({ effectiveType: '3g' })).toBe('intent');
    expect(prefetchModeFor(undefined)).toBe('intent');
  });

  it('does not prefetch on 2g (including slow-2g)', () => {
    expect(prefetchModeFor({ effectiveType: '2g' })).toBe('none');
    expect(prefetchModeFor({ effectiveType: 'slow-2g' })).toBe('none');
  });

  it('does not prefetch with data-saver on, whatever the speed', () => {
    expect(prefetchModeFor({ effectiveType: '4g', saveData: true })).toBe('none');
  });
});
