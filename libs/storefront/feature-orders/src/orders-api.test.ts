import type { Schema } from '@shop/api-contract';
import { testProductCard } from '@shop/storefront-testing';
import { testOrderLine } from '@shop/storefront-ui-orders/testing';
import { describe, expect, it } from 'vitest';
import { orderListHref, parseOrderStatus } from './orders-api';
import { cartAddCalls, repeatPlan } from './repeat-order';

describe('order list addresses', () => {
  it('keep page 1 and no filter out of the URL', () => {
    expect(orderListHref({})).toBe('/account/order/list');
    expect(orderListHref({ status: 'created' })).toBe('/account/order/list?status=created');
    expect(orderListHref({ status: 'canceled', page: 3 })).toBe('/account/order/list?status=canceled&page=3');
    expect(orderListHref({ page: 2 })).toBe('/account/order/list?page=2');
  });

  it('take only the contract’s statuses from the URL', () => {
    expect(parseOrderStatus('completed')).toBe('completed');
    expect(parseOrderStatus('shipped')).toBeNull();
    expect(parseOrderStatus(null)).toBeNull();
  });
});

describe('repeatPlan', () => {
  const found = (id: string, quantity: number, capped = false): Schema<'QuickOrderLine'> => ({
    article: id,
    status: 'found',
    quantity,
    capped,
    exceedsStock: false,
    product: testProductCard({ id }),
  });

  it('adds each product once, summed and cut to 100 000, and reports lines not found or not sold', () => {
    const lines = [
      testOrderLine({ article: 'A', title: 'Тахограф', quantity: 60000 }),
      testOrderLine({ article: 'a', title: 'Тахограф (тот же)', quantity: 60000 }),
      testOrderLine({ article: 'B', title: 'Датчик', quantity: 1 }),
      testOrderLine({ article: 'C', title: 'Карта', quantity: 1 }),
    ];
    const plan = repeatPlan(lines, [
      found('p-a', 60000),
      found('p-a', 60000),
      { article: 'B', status: 'not_found', quantity: 1, capped: false, exceedsStock: false, product: null },
      {
        article: 'C',
        status: 'not_purchasable',
        quantity: 1,
        capped: false,
        exceedsStock: false,
        product: testProductCard({ id: 'p-c' }),
      },
    ]);
    expect(plan.additions).toEqual([{ productId: 'p-a', quantity: 100000 }]);
    expect(plan.added.map((line) => line.title)).toEqual(['Тахограф', 'Тахограф (тот же)']);
    expect(plan.problems).toEqual([
      { article: 'B', title: 'Датчик', reason: 'not_found' },
      { article: 'C', title: 'Карта', reason: 'not_sold' },
    ]);
  });

  it('treats a line the reply left out as not found', () => {
    expect(repeatPlan([testOrderLine({ article: 'X' })], []).problems).toEqual([
      { article: 'X', title: 'Тахограф Атол Drive 5', reason: 'not_found' },
    ]);
  });

  it('splits more than 200 products into calls of 200', () => {
    const additions = Array.from({ length: 401 }, (_, i) => ({ productId: `p${i}`, quantity: 1 }));
    expect(cartAddCalls(additions).map((call) => call.length)).toEqual([200, 200, 1]);
    expect(cartAddCalls([])).toEqual([]);
  });
});
