import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '@shop/domain';
import { readSafePageLeave, safePageLeaveCookie, writeSafePageLeave } from './safe-page-leave';

function clearCookie() {
  document.cookie = 'safe_page_leave=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

afterEach(clearCookie);

describe('safe page leave preference', () => {
  it('defaults to on when the cookie is absent', () => {
    expect(readSafePageLeave('')).toBe(true);
    expect(readSafePageLeave('color_mode=dark; other=1')).toBe(true);
  });

  it('is off only when the cookie says false (or 0, as the shared rule reads it)', () => {
    expect(readSafePageLeave('a=1; safe_page_leave=false')).toBe(false);
    expect(readSafePageLeave('safe_page_leave=0')).toBe(false);
    expect(readSafePageLeave('safe_page_leave=true')).toBe(true);
    expect(readSafePageLeave('safe_page_leave=garbage')).toBe(true);
  });

  it('does not take a cookie whose name merely ends the same', () => {
    expect(readSafePageLeave('not_safe_page_leave=false')).toBe(true);
  });

  it('writes a site-wide cookie that lives about 100000 days', () => {
    const now = new Date('2026-03-05T00:00:00Z');
    const cookie = safePageLeaveCookie(false, now);
    expect(cookie).toMatch(/^safe_page_leave=false; /);
    expect(cookie).toContain('Path=/');
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '');
    const days = (expires.getTime() - now.getTime()) / 86_400_000;
    expect(days).toBe(100_000);
  });

  it('round-trips through document.cookie', () => {
    writeSafePageLeave(false);
    expect(readCookie(document.cookie, 'safe_page_leave')).toBe('false');
    expect(readSafePageLeave()).toBe(false);
    writeSafePageLeave(true);
    expect(readSafePageLeave()).toBe(true);
  });
});
