import { describe, expect, it } from 'vitest';
import {
  attributeFilters,
  canonicalListingSearch,
  hasFilters,
  listingSearch,
  listProductsQuery,
  parseListingParams,
} from './listing-params';

const BRAND = '1c613263-abc1-4df5-9581-8ffc0f77de00';
const WARRANTY = '27386ce0-1231-4a45-b465-67359eb8fa39';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('parseListingParams', () => {
  it('gives page 1, newest and no filters for an empty query', () => {
    expect(parse('')).toEqual({
      page: 1,
      sort: 'newest',
      priceMin: null,
      priceMax: null,
      availability: [],
      attributeValues: [],
      attributeRanges: {},
    });
  });

  it('reads every filter, the sort and a deep page', () => {
    const params = parse(
      `page=500&sort=price_desc&price_min=1000&price_max=25000,5&availability=in_stock&attribute=${BRAND}:Атол&attribute=${BRAND}:Штрих&attr_min.${WARRANTY}=12&attr_max.${WARRANTY}=36`,
    );
    expect(params).toEqual({
      page: 500,
      sort: 'price_desc',
      priceMin: '1000',
      priceMax: '25000.5',
      availability: ['in_stock'],
      attributeValues: [`${BRAND}:Атол`, `${BRAND}:Штрих`],
      attributeRanges: { [WARRANTY]: { min: '12', max: '36' } },
    });
  });

  it('drops what the API would reject instead of failing the page', () => {
    const params = parse(
      `page=-3&sort=popular&price_min=abc&price_max=&availability=not_sold&availability=soon&attribute=brand:Атол&attr_min.${WARRANTY}=много`,
    );
    expect(params.page).toBe(1);
    expect(params.sort).toBe('newest');
    expect(params.priceMin).toBeNull();
    expect(params.priceMax).toBeNull();
    expect(params.availability).toEqual([]);
    expect(params.attributeValues).toEqual([]);
    expect(params.attributeRanges).toEqual({});
    expect(hasFilters(params)).toBe(false);
  });

  it('ignores repeated values', () => {
    expect(parse('availability=on_order&availability=on_order').availability).toEqual(['on_order']);
  });
});

describe('listProductsQuery', () => {
  it('maps the URL state onto listProducts, ranges in the API format', () => {
    const params = parse(
      `page=3&sort=title_asc&price_min=10&availability=on_order&attribute=${BRAND}:Атол&attr_max.${WARRANTY}=24`,
    );
    expect(listProductsQuery(params, 'tahografy')).toEqual({
      page: 3,
      limit: 24,
      sort: 'title_asc',
      categorySlug: 'tahografy',
      priceMin: '10',
      availability: ['on_order'],
      attribute: [`${BRAND}:Атол`, `${WARRANTY}:..24`],
    });
  });

  it('leaves the category and empty filters out for all products', () => {
    expect(listProductsQuery(parse(''))).toEqual({ page: 1, limit: 24, sort: 'newest' });
  });

  it('keeps within the API limit of 50 attribute filters', () => {
    const many = Array.from({ length: 60 }, (_, i) => `attribute=${BRAND}:${i}`).join('&');
    expect(attributeFilters(parse(many))).toHaveLength(50);
  });
});

describe('listingSearch', () => {
  it('round-trips a state and leaves defaults out', () => {
    const query = `?sort=price_asc&price_min=100&availability=in_stock&attribute=${encodeURIComponent(`${BRAND}:Атол`)}&page=2`;
    const params = parse(query.slice(1));
    expect(parse(listingSearch(params).slice(1))).toEqual(params);
    expect(
      listingSearch({ ...params, sort: 'newest', page: 1, priceMin: null, availability: [], attributeValues: [] }),
    ).toBe('');
  });

  it('carries the search words first', () => {
    const search = new URLSearchParams(listingSearch({ ...parse(''), page: 4 }, 'тахограф dtco').slice(1));
    expect([...search]).toEqual([
      ['q', 'тахограф dtco'],
      ['page', '4'],
    ]);
  });
});

describe('canonicalListingSearch', () => {
  it('keeps only the page number', () => {
    expect(canonicalListingSearch(parse(`page=7&sort=price_asc&availability=in_stock`))).toBe('?page=7');
    expect(canonicalListingSearch(parse('sort=title_desc'))).toBe('');
  });
});
