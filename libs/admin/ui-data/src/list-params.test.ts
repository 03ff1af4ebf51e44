import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_LIMIT,
  limitChoices,
  parseListPageQuery,
  SEARCH_QUERY_MAX_LENGTH,
  totalLabel,
  withListPageQuery,
} from './list-params';

describe('list page query', () => {
  it('reads paging and a trimmed search from the URL, and writes them back leaving defaults out', () => {
    const query = parseListPageQuery(new URLSearchParams('page=3&limit=50&searchQuery=%20дут%20'));
    expect(query).toEqual({ page: 3, limit: 50, searchQuery: 'дут' });
    expect(withListPageQuery(new URLSearchParams(), query).toString()).toBe(
      new URLSearchParams({ page: '3', limit: '50', searchQuery: 'дут' }).toString(),
    );
    expect(
      withListPageQuery(new URLSearchParams(), { page: 1, limit: DEFAULT_LIST_LIMIT, searchQuery: '' }).toString(),
    ).toBe('');
  });

  it('falls back to the defaults for malformed paging and cuts an over-long search', () => {
    expect(parseListPageQuery(new URLSearchParams('page=0&limit=500'))).toEqual({
      page: 1,
      limit: DEFAULT_LIST_LIMIT,
      searchQuery: '',
    });
    expect(parseListPageQuery(new URLSearchParams('page=-2&limit=2.5'))).toEqual({
      page: 1,
      limit: DEFAULT_LIST_LIMIT,
      searchQuery: '',
    });
    expect(parseListPageQuery(new URLSearchParams({ searchQuery: 'я'.repeat(300) })).searchQuery).toHaveLength(
      SEARCH_QUERY_MAX_LENGTH,
    );
  });

  it('keeps the other params of the URL and replaces the old paging', () => {
    const next = withListPageQuery(new URLSearchParams('id=42&page=4&searchQuery=old'), {
      page: 1,
      limit: 10,
      searchQuery: '',
    });
    expect(next.toString()).toBe('id=42&limit=10');
  });

  it('offers the standard page sizes plus an odd one from the URL, in order', () => {
    expect(limitChoices(20)).toEqual([10, 20, 50, 100]);
    expect(limitChoices(30)).toEqual([10, 20, 30, 50, 100]);
  });
});

describe('totalLabel', () => {
  it('shows the counted total, and the capped label once the API stopped counting', () => {
    expect(totalLabel(9_999, 10_000, '10 000+')).toBe('9 999');
    expect(totalLabel(10_000, 10_000, '10 000+')).toBe('10 000+');
  });
});
