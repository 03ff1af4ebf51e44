import { describe, expect, it } from 'vitest';
import { filtersOf, hasFilters, NO_FILTERS, parseOrderListParams, toOrderListParams } from './order-list-params';

const USER_ID = '5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11';

describe('order list params', () => {
  it('reads every filter from the URL and writes it back, defaults left out', () => {
    const written = {
      page: '2',
      searchQuery: '7701',
      status: 'created',
      paymentStatus: 'partially_paid',
      shipmentStatus: 'ready_for_pickup',
      userId: USER_ID,
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
    };
    const filters = parseOrderListParams(new URLSearchParams({ ...written, searchQuery: ' 7701 ' }));
    expect(filters).toEqual({ ...written, page: 2, limit: 20 });
    expect(Object.fromEntries(toOrderListParams(filters))).toEqual(written);
    expect(toOrderListParams(parseOrderListParams(new URLSearchParams())).toString()).toBe('');
  });

  it('drops malformed filters instead of failing the page', () => {
    const filters = parseOrderListParams(
      new URLSearchParams({
        status: 'lost',
        paymentStatus: 'paid_twice',
        shipmentStatus: 'lost',
        userId: '42',
        createdFrom: '2026-02-30',
        createdTo: '31.03.2026',
      }),
    );
    expect(filters).toMatchObject(NO_FILTERS);
    expect(hasFilters(filters)).toBe(false);
  });

  it('gives the export the filters without the paging', () => {
    const filters = parseOrderListParams(new URLSearchParams({ page: '3', limit: '50', status: 'canceled' }));
    expect(filtersOf(filters)).toEqual({ ...NO_FILTERS, status: 'canceled' });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(parseOrderListParams(new URLSearchParams({ shipmentStatus: 'received' })))).toBe(true);
  });
});
