import { describe, expect, it } from 'vitest';
import { parseProductListParams, toProductListParams } from './product-list-params';
import { CATEGORY_ID } from './testing/fake-products-api';

describe('product list URL params', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters = {
      page: 3,
      limit: 50,
      searchQuery: 'DTCO 4.1',
      categoryId: CATEGORY_ID,
      availability: 'on_order' as const,
      includeDeleted: true,
    };
    const params = toProductListParams(filters);
    expect(params.toString()).toBe(
      `page=3&limit=50&searchQuery=DTCO+4.1&categoryId=${CATEGORY_ID}&availability=on_order&includeDeleted=true`,
    );
    expect(parseProductListParams(params)).toEqual(filters);
    expect(toProductListParams(parseProductListParams(new URLSearchParams())).toString()).toBe('');
  });

  it('falls back to defaults for malformed values instead of failing the page', () => {
    expect(
      parseProductListParams(
        new URLSearchParams('page=0&limit=500&categoryId=42&availability=sold_out&includeDeleted=yes'),
      ),
    ).toEqual({
      page: 1,
      limit: 20,
      searchQuery: '',
      categoryId: null,
      availability: null,
      includeDeleted: false,
    });
  });
});
