import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_COLOR_SCHEME_SCRIPT, trackSystemColorScheme } from './system-color-scheme';

/** A matchMedia whose dark-scheme answer the test changes, telling its listeners as a browser would. */
function fakeSystem(dark: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: dark,
    addEventListener: (_type: 'change', listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    switchTo(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset['colorScheme'];
});

describe('trackSystemColorScheme', () => {
  it("marks the system's scheme at once and follows it when it changes", () => {
    const system = fakeSystem(true);
    const root = document.createElement('div');
    trackSystemColorScheme(root);
    expect(root.dataset['colorScheme']).toBe('dark');
    system.switchTo(false);
    expect(root.dataset['colorScheme']).toBe('light');
  });

  it('runs as the inline script of a server-rendered head, on <html>', () => {
    const system = fakeSystem(false);
    new Function(SYSTEM_COLOR_SCHEME_SCRIPT)();
    expect(document.documentElement.dataset['colorScheme']).toBe('light');
    system.switchTo(true);
    expect(document.documentElement.dataset['colorScheme']).toBe('dark');
  });
});
