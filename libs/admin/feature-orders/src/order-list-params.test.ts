import { describe, expect, it } from 'vitest';
import { filtersOf, hasFilters, parseOrderListParams, toOrderListParams } from './order-list-params';

const USER_ID = '5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11';

describe('order list params', () => {
  it('reads every filter from the URL and writes it back, defaults left out', () => {
    const params = new URLSearchParams({
      page: '2',
      searchQuery: ' 7701 ',
      status: 'created',
      userId: USER_ID,
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
    });
    const filters = parseOrderListParams(params);
    expect(filters).toEqual({
      page: 2,
      limit: 20,
      searchQuery: '7701',
      status: 'created',
      userId: USER_ID,
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
    });
    expect(Object.fromEntries(toOrderListParams(filters))).toEqual({
      page: '2',
      searchQuery: '7701',
      status: 'created',
      userId: USER_ID,
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
    });
    expect(toOrderListParams(parseOrderListParams(new URLSearchParams())).toString()).toBe('');
  });

  it('drops malformed filters instead of failing the page', () => {
    const filters = parseOrderListParams(
      new URLSearchParams({ status: 'lost', userId: '42', createdFrom: '2026-02-30', createdTo: '31.03.2026' }),
    );
    expect(filters).toMatchObject({ status: null, userId: null, createdFrom: null, createdTo: null });
    expect(hasFilters(filters)).toBe(false);
  });

  it('gives the export the filters without the paging', () => {
    const filters = parseOrderListParams(new URLSearchParams({ page: '3', limit: '50', status: 'canceled' }));
    expect(filtersOf(filters)).toEqual({
      searchQuery: '',
      status: 'canceled',
      userId: null,
      createdFrom: null,
      createdTo: null,
    });
    expect(hasFilters(filters)).toBe(true);
  });
});
