import { describe, expect, it } from 'vitest';
import { awaitsShipping, moneyToInput, parseMoney, shippingOfSummary } from './order-money';

describe('parseMoney', () => {
  it('takes roubles with up to two decimals after a comma or a dot, as the exact contract string', () => {
    expect(parseMoney('1500')).toEqual({ ok: true, value: '1500.00' });
    expect(parseMoney('1500,5')).toEqual({ ok: true, value: '1500.50' });
    expect(parseMoney(' 1 500.05 ')).toEqual({ ok: true, value: '1500.05' });
    expect(parseMoney('0')).toEqual({ ok: true, value: '0.00' });
    expect(parseMoney('007,10')).toEqual({ ok: true, value: '7.10' });
    // Exact where a float is not: 0.1 + 0.2 would not survive a parseFloat round trip.
    expect(parseMoney('9999999999,99')).toEqual({ ok: true, value: '9999999999.99' });
  });

  it('reads an empty field as null', () => {
    expect(parseMoney('')).toEqual({ ok: true, value: null });
    expect(parseMoney('   ')).toEqual({ ok: true, value: null });
  });

  it('refuses negatives, a third decimal, words and amounts past the contract', () => {
    expect(parseMoney('-5')).toEqual({ ok: false, problem: 'negative' });
    expect(parseMoney('-0,01')).toEqual({ ok: false, problem: 'negative' });
    expect(parseMoney('-0')).toEqual({ ok: true, value: '0.00' });
    for (const text of ['1,505', '1.2.3', 'сто', '12р', ',5', '5,', '1e3', '0x10', 'Infinity', 'NaN', '+5']) {
      expect(parseMoney(text), text).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(parseMoney('12345678901')).toEqual({ ok: false, problem: 'tooLarge' });
  });
});

describe('order money', () => {
  it('shows an API amount with a comma, and nothing for none', () => {
    expect(moneyToInput('1500.50')).toBe('1500,50');
    expect(moneyToInput(null)).toBe('');
  });

  it("derives a row's shipping from its totals in kopecks", () => {
    expect(shippingOfSummary({ itemsTotal: '45900.10', total: '46250.30' })).toBe('350.20');
    expect(shippingOfSummary({ itemsTotal: '0.10', total: '0.30' })).toBe('0.20');
    expect(shippingOfSummary({ itemsTotal: '45900.00', total: null })).toBeNull();
  });

  it('says a new order without a total waits for its shipping cost', () => {
    expect(awaitsShipping({ status: 'created', total: null })).toBe(true);
    expect(awaitsShipping({ status: 'created', total: '100.00' })).toBe(false);
    expect(awaitsShipping({ status: 'canceled', total: null })).toBe(false);
  });
});
