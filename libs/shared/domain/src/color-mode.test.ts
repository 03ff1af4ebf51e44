import { describe, expect, it } from 'vitest';
import {
  COLOR_MODES,
  colorModeCookie,
  effectiveColorMode,
  isColorMode,
  readColorModeCookie,
  toColorMode,
} from './color-mode';

describe('colour mode', () => {
  it('accepts only light, dark and system', () => {
    expect(COLOR_MODES).toEqual(['light', 'dark', 'system']);
    expect(['light', 'dark', 'system', 'auto'].map(isColorMode)).toEqual([true, true, true, false]);
    expect(['light', 'blue', null].map(toColorMode)).toEqual(['light', null, null]);
  });

  it('reads the choice from the color_mode cookie among others', () => {
    expect(readColorModeCookie('cart_id=1; color_mode=dark; x=y')).toBe('dark');
    expect(readColorModeCookie('color_mode=light')).toBe('light');
  });

  it('falls back to system when the cookie is missing or invalid', () => {
    expect(readColorModeCookie(null)).toBe('system');
    expect(readColorModeCookie('color_mode=purple')).toBe('system');
  });

  it('writes a cookie for the whole site that lasts a year', () => {
    const cookie = colorModeCookie('dark');
    expect(cookie).toContain('color_mode=dark');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
  });

  it('lets the deepest route that forces a mode win over the choice', () => {
    expect(effectiveColorMode('light', [{ handle: undefined }, { handle: { colorMode: 'dark' } }])).toBe('dark');
    expect(effectiveColorMode('light', [{ handle: { colorMode: 'bogus' } }])).toBe('light');
    expect(toColorMode('system')).toBe('system');
  });
});
