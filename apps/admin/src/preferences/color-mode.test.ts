import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { toColorMode } from '@shop/domain';
import { applyColorMode, readStoredColorMode } from './color-mode';
import { colorModeAtom } from './color-mode-atom';

afterEach(() => {
  document.cookie = 'color_mode=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.clear();
  delete document.documentElement.dataset.colorMode;
});

describe('colour mode', () => {
  it('accepts only light, dark and system', () => {
    expect(['light', 'dark', 'system', 'blue', null].map(toColorMode)).toEqual(['light', 'dark', 'system', null, null]);
  });

  it('prefers the cookie, then localStorage, then system', () => {
    localStorage.setItem('color_mode', 'light');
    expect(readStoredColorMode('color_mode=dark', localStorage)).toBe('dark');
    expect(readStoredColorMode('', localStorage)).toBe('light');
    expect(readStoredColorMode('color_mode=purple', null)).toBe('system');
  });

  it('applies the mode as data-color-mode on <html>', () => {
    applyColorMode('dark');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('dark');
  });

  it('stores and applies the mode when the atom is written', () => {
    const store = createStore();
    expect(store.get(colorModeAtom)).toBe('system');
    store.set(colorModeAtom, 'dark');
    expect(store.get(colorModeAtom)).toBe('dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    expect(localStorage.getItem('color_mode')).toBe('dark');
    expect(readStoredColorMode()).toBe('dark');
  });
});
