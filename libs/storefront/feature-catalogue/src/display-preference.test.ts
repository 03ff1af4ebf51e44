import { STORAGE_KEYS } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { displayPreferenceCookie, readDisplayPreference, rememberDisplayPreference } from './display-preference';

const KEY = STORAGE_KEYS.categoryProductListDisplayAs;

describe('display preference cookies', () => {
  it('reads the remembered layout from a Cookie header', () => {
    expect(readDisplayPreference(`color_mode=dark; ${KEY}=list; cart_id=1`, KEY)).toBe('list');
  });

  it('keeps each listing to its own key', () => {
    expect(readDisplayPreference(`${STORAGE_KEYS.allProductsDisplayAs}=list`, KEY)).toBe('grid');
  });

  it('falls back to the grid for no cookie or a value it does not know', () => {
    expect(readDisplayPreference(null, KEY)).toBe('grid');
    expect(readDisplayPreference(`${KEY}=table`, KEY)).toBe('grid');
  });

  it('writes a year-long site-wide cookie the server reads back', () => {
    const cookie = displayPreferenceCookie(KEY, 'list');
    expect(cookie).toBe(`${KEY}=list; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(readDisplayPreference(cookie.split(';')[0], KEY)).toBe('list');
  });

  it('remembers a choice in the document cookie', () => {
    const doc = { cookie: '' };
    rememberDisplayPreference(STORAGE_KEYS.searchProductsDisplayAs, 'list', doc);
    expect(doc.cookie.startsWith('search_products_display_as=list;')).toBe(true);
  });
});
