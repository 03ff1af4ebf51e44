import { describe, expect, it } from 'vitest';
import { loginReturnPath, redirectAfterLogin, safeRedirectPath } from './redirect-target';

describe('safeRedirectPath', () => {
  it.each([
    ['/account/order/list?page=2', '/account/order/list?page=2'],
    ['/cart#top', '/cart#top'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each(['https://evil.test/', '//evil.test/x', '/\\evil.test', '/\\/evil.test', 'javascript:alert(1)', 'account', '', null, undefined, '/a\nb'])(
    'sends %s home',
    (input) => {
      expect(safeRedirectPath(input)).toBe('/');
    },
  );
});

describe('redirectAfterLogin', () => {
  it('carries a safe target and drops an unsafe one', () => {
    expect(redirectAfterLogin('/account/contact')).toBe('/redirect?redirect=%2Faccount%2Fcontact');
    expect(redirectAfterLogin('https://evil.test')).toBe('/redirect');
    expect(redirectAfterLogin(null)).toBe('/redirect');
  });
});

describe('loginReturnPath', () => {
  it('never returns into the sign-in pages', () => {
    expect(loginReturnPath('/auth/logout')).toBe('/');
    expect(loginReturnPath('/auth/login?redirect=%2F')).toBe('/');
    expect(loginReturnPath('/redirect?redirect=%2Fcart')).toBe('/');
    expect(loginReturnPath('/authors')).toBe('/authors');
    expect(loginReturnPath('/account')).toBe('/account');
    expect(redirectAfterLogin('/auth/logout')).toBe('/redirect');
  });
});
