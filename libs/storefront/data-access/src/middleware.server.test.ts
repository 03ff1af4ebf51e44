import { describe, expect, it } from 'vitest';
import { pagePathOf } from './middleware.server';

describe('pagePathOf', () => {
  it('keeps the path and query of a document request', () => {
    expect(pagePathOf(new Request('http://shop.test/category/list?page=2'))).toBe('/category/list?page=2');
  });

  it('maps single-fetch data requests back to the page path', () => {
    expect(pagePathOf(new Request('http://shop.test/cart.data?_routes=root'))).toBe('/cart');
    expect(pagePathOf(new Request('http://shop.test/_root.data'))).toBe('/');
    expect(pagePathOf(new Request('http://shop.test/category/_.data?q=a'))).toBe('/category/?q=a');
  });
});
