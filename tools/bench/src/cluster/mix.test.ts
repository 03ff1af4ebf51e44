import { describe, expect, it } from 'vitest';
import { browserHeaders, buildMix, distinctPaths, rotation, VISITS, visit, type MixCatalogue } from './mix.ts';

const catalogue: MixCatalogue = {
  productSlugs: Array.from({ length: 300 }, (_, i) => `p${i}`),
  categorySlugs: ['sensors', 'tachographs', 'cables', 'gps'],
  searchWords: ['тахограф', 'датчик'],
};

describe('the mixes', () => {
  it('makes a visitor 16 pages, all of them ones the render cache may keep, and 4 JSON GETs per visit', () => {
    const entries = visit(catalogue, 0, 'anonymous');
    expect(entries).toHaveLength(20);
    expect(entries.filter((e) => e.kind === 'page')).toHaveLength(16);
    expect(entries.filter((e) => e.cacheable)).toHaveLength(16);
    expect(entries.filter((e) => e.kind === 'api').every((e) => e.path.startsWith('/api/v1/'))).toBe(true);
  });

  it('searches where /search leads, a word per visit in turn, and asks suggestions for its first four letters', () => {
    const paths = (n: number) => visit(catalogue, n, 'anonymous').map((e) => e.path);
    expect(paths(0)).toContain(`/all/products?q=${encodeURIComponent('тахограф')}`);
    expect(paths(0)).toContain(`/api/v1/search/suggest?query=${encodeURIComponent('тахо')}`);
    expect(paths(1)).toContain(`/all/products?q=${encodeURIComponent('датчик')}`);
    expect(paths(2)).toContain(`/all/products?q=${encodeURIComponent('тахограф')}`);
  });

  it('gives a signed-in customer the same requests and the cart twice, none of it from the render cache', () => {
    const anonymous = visit(catalogue, 3, 'anonymous');
    const signedIn = visit(catalogue, 3, 'signed-in');
    expect(signedIn).toHaveLength(24);
    expect(signedIn.filter((e) => e.path === '/cart')).toHaveLength(2);
    expect(signedIn.filter((e) => e.path === '/api/v1/cart')).toHaveLength(2);
    expect(signedIn.some((e) => e.cacheable)).toBe(false);
    expect(signedIn.filter((e) => !e.path.includes('cart')).map((e) => e.path)).toEqual(anonymous.map((e) => e.path));
  });

  it('walks 90 different product pages over the visits, and wraps around a small catalogue', () => {
    const mix = buildMix(catalogue, 'anonymous');
    expect(mix).toHaveLength(20 * VISITS);
    const products = distinctPaths(mix).filter((p) => p.startsWith('/product/'));
    expect(products).toHaveLength(90);
    const small = buildMix({ ...catalogue, productSlugs: ['only'] }, 'anonymous');
    expect(distinctPaths(small).filter((p) => p.startsWith('/product/'))).toEqual(['/product/only']);
  });
});

describe('browserHeaders', () => {
  const page = { path: '/', kind: 'page', cacheable: true } as const;
  const api = { path: '/api/v1/cart', kind: 'api', cacheable: false } as const;

  it("asks for compressed HTML or JSON, with the customer's cookie and, to the API, the Bearer token", () => {
    expect(browserHeaders(page, undefined)).toMatchObject({ 'accept-encoding': 'gzip, deflate, br' });
    expect(browserHeaders(page, undefined)['cookie']).toBeUndefined();
    expect(browserHeaders(page, 't1')).toMatchObject({ cookie: 'access_token=t1' });
    expect(browserHeaders(page, 't1')['authorization']).toBeUndefined();
    expect(browserHeaders(api, 't1')).toMatchObject({
      accept: 'application/json',
      cookie: 'access_token=t1',
      authorization: 'Bearer t1',
    });
  });
});

describe('rotation', () => {
  const mix = [
    { path: '/a', kind: 'page', cacheable: true },
    { path: '/b', kind: 'page', cacheable: true },
  ] as const;

  it('hands out the mix in turn, over and over', () => {
    const next = rotation(mix);
    expect([next(), next(), next()].map((r) => r.path)).toEqual(['/a', '/b', '/a']);
  });

  it('moves every customer on by one on each pass, so none keeps the same pages', () => {
    const next = rotation(mix, ['t0', 't1']);
    const seen = Array.from({ length: 8 }, () => next()).map((r) => `${r.path} ${r.headers['cookie']}`);
    expect(seen).toEqual([
      '/a access_token=t0',
      '/b access_token=t1',
      '/a access_token=t1',
      '/b access_token=t0',
      '/a access_token=t0',
      '/b access_token=t1',
      '/a access_token=t1',
      '/b access_token=t0',
    ]);
  });

  it('refuses an empty mix', () => {
    expect(() => rotation([])).toThrow(/empty/);
  });
});
