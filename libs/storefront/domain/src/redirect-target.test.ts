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

  it.each([
    'https://evil.test/',
    '//evil.test/x',
    '/\\evil.test',
    '/\\/evil.test',
    'javascript:alert(1)',
    'account',
    '',
    null,
    undefined,
    '/a\nb',
  ])('sends %s home', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  // Issue #24, finding 1: paths that only become `//host` once the URL parser has normalised them.
  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/x/..//evil.example',
    '/x/%2e%2e//evil.example',
    '/./\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%255C%255Cevil.example',
    '/\t/evil.example',
    '/%0a/evil.example'.replace('%0a', '\n'),
    '/%E0%A4%A',
  ])('sends %s home, whatever it normalises to', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
    expect(loginReturnPath(input)).toBe('/');
  });

  it('keeps dot segments that stay on this site', () => {
    expect(safeRedirectPath('/x/../cart')).toBe('/cart');
    expect(safeRedirectPath('/category/a%20b?page=2')).toBe('/category/a%20b?page=2');
  });
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
