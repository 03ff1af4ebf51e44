import { describe, expect, it } from 'vitest';
import { orderVatLine } from './order-vat';

describe('orderVatLine', () => {
  it('names the rate the order keeps and its amount in roubles', () => {
    expect(orderVatLine({ vatRate: '22', vatAmount: '10123.77' })).toEqual({
      label: 'В том числе НДС (22 %)',
      amount: '10 123,77 ₽',
    });
    expect(orderVatLine({ vatRate: '20', vatAmount: '0.17' })).toEqual({
      label: 'В том числе НДС (20 %)',
      amount: '0,17 ₽',
    });
  });

  it('prints «Без НДС» and no amount for an order without НДС', () => {
    expect(orderVatLine({ vatRate: 'none', vatAmount: null })).toEqual({ label: 'Без НДС', amount: null });
  });
});
