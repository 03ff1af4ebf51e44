import { describe, expect, it } from 'vitest';
import { expiredCookie, readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads one cookie among others, decoded', () => {
    expect(readCookie('cart_id=1; color_mode=dark; x=y', 'color_mode')).toBe('dark');
    expect(readCookie('q=%D0%B4%D0%B0', 'q')).toBe('да');
    expect(readCookie('q=%E0%A4%A', 'q')).toBe('%E0%A4%A');
    expect(readCookie('a=b=c', 'a')).toBe('b=c');
  });

  it('gives null for a missing cookie or no cookies at all', () => {
    expect(readCookie('x=y', 'color_mode')).toBeNull();
    expect(readCookie('', 'x')).toBeNull();
    expect(readCookie(null, 'x')).toBeNull();
  });

  it('writes and deletes site-wide cookies', () => {
    expect(serializeCookie('k', 'a b', { days: 1, now: new Date('2026-01-01T00:00:00Z') })).toBe(
      'k=a%20b; Path=/; Expires=Fri, 02 Jan 2026 00:00:00 GMT; SameSite=Lax',
    );
    expect(expiredCookie('k')).toBe('k=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
