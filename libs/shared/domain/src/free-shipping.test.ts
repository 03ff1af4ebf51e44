import { describe, expect, it } from 'vitest';
import {
  cartLineSum,
  cartTotal,
  freeShippingDifference,
  freeShippingPercent,
  isFreeShippingReached,
} from './free-shipping';

describe('freeShippingDifference', () => {
  it('is the cost minus the cart total, in roubles with kopecks', () => {
    expect(freeShippingDifference('5000', '3499.5')).toBe('1500.50');
    expect(freeShippingDifference('5000', '5000.00')).toBe('0.00');
    expect(freeShippingDifference('5000', '5020.5')).toBe('-20.50');
    expect(freeShippingDifference('0', '0')).toBe('0.00');
  });

  it('has no floating-point drift', () => {
    // As floats, 0.3 - 0.1 - 0.2 is -2.7e-17, which would wrongly count as reached.
    expect(freeShippingDifference('0.3', '0.1')).toBe('0.20');
    expect(freeShippingDifference(freeShippingDifference('0.3', '0.1'), '0.2')).toBe('0.00');
    expect(freeShippingDifference('90071992547409.93', '0.01')).toBe('90071992547409.92');
  });

  it('accepts kopecks as numbers', () => {
    expect(freeShippingDifference(500000, 349950)).toBe('1500.50');
  });
});

describe('isFreeShippingReached', () => {
  it('is reached when the difference is 0 or less', () => {
    expect(isFreeShippingReached('5000', '4999.99')).toBe(false);
    expect(isFreeShippingReached('5000', '5000')).toBe(true);
    expect(isFreeShippingReached('5000', '5000.01')).toBe(true);
  });

  it('is always reached with the default cost of 0', () => {
    expect(isFreeShippingReached('0', '0')).toBe(true);
    expect(isFreeShippingReached('0', '10')).toBe(true);
  });

  it('compares 0.1 + 0.2 against 0.3 exactly', () => {
    expect(
      isFreeShippingReached(
        '0.3',
        cartTotal([
          { quantity: 1, product: { personalPrice: '0.1' } },
          { quantity: 1, product: { personalPrice: '0.2' } },
        ]),
      ),
    ).toBe(true);
  });
});

describe('cartTotal', () => {
  it('sums quantity times price exactly', () => {
    expect(
      cartTotal([
        { quantity: 3, product: { personalPrice: '19.99' } },
        { quantity: 100000, product: { personalPrice: '0.07' } },
      ]),
    ).toBe('7059.97');
  });

  it('counts lines without a price as 0 and an empty cart as 0.00', () => {
    expect(
      cartTotal([
        { quantity: 2, product: { personalPrice: null } },
        { quantity: 1, product: {} },
      ]),
    ).toBe('0.00');
    expect(cartTotal([])).toBe('0.00');
  });
});

describe('cartLineSum', () => {
  it('multiplies the price by the quantity exactly, in kopecks', () => {
    expect(cartLineSum('19.99', 3)).toBe('59.97');
    // As floats 0.07 * 100000 is 7000.000000000001.
    expect(cartLineSum('0.07', 100000)).toBe('7000.00');
    expect(cartLineSum('45000.00', 100000)).toBe('4500000000.00');
  });
});

describe('freeShippingPercent', () => {
  it('is the share of the cost the total covers, in whole percent rounded down', () => {
    expect(freeShippingPercent('5000', '0')).toBe(0);
    expect(freeShippingPercent('5000', '1250')).toBe(25);
    expect(freeShippingPercent('3', '1.99')).toBe(66);
    // One kopeck short is not there yet.
    expect(freeShippingPercent('5000', '4999.99')).toBe(99);
  });

  it('is 100 once reached, and never more', () => {
    expect(freeShippingPercent('5000', '5000.00')).toBe(100);
    expect(freeShippingPercent('5000', '123456.78')).toBe(100);
  });

  it('is 100 with no free-shipping threshold (a cost of 0)', () => {
    expect(freeShippingPercent('0', '0')).toBe(100);
  });
});
