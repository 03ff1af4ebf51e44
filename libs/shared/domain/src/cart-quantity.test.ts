import { describe, expect, it } from 'vitest';
import { addCartQuantity, clampCartQuantity } from './cart-quantity';
import { MAX_CART_QUANTITY } from './constants';

describe('clampCartQuantity', () => {
  it('keeps whole quantities up to the cap', () => {
    expect(clampCartQuantity(1)).toEqual({ quantity: 1, capped: false });
    expect(clampCartQuantity(250)).toEqual({ quantity: 250, capped: false });
    expect(clampCartQuantity(100000)).toEqual({ quantity: 100000, capped: false });
  });

  it('rounds down to a whole number', () => {
    expect(clampCartQuantity(2.9)).toEqual({ quantity: 2, capped: false });
    expect(clampCartQuantity(1.0001)).toEqual({ quantity: 1, capped: false });
    expect(clampCartQuantity(99999.99)).toEqual({ quantity: 99999, capped: false });
  });

  it('reduces larger values to the cap and flags the message', () => {
    expect(MAX_CART_QUANTITY).toBe(100000);
    expect(clampCartQuantity(100001)).toEqual({ quantity: 100000, capped: true });
    expect(clampCartQuantity(100000.5)).toEqual({ quantity: 100000, capped: true });
    expect(clampCartQuantity(1e12)).toEqual({ quantity: 100000, capped: true });
    expect(clampCartQuantity(Number.POSITIVE_INFINITY)).toEqual({ quantity: 100000, capped: true });
  });

  it('ignores 0, less, and values that round down to 0', () => {
    for (const n of [0, -1, -0.5, 0.4, 0.999, Number.NEGATIVE_INFINITY, Number.NaN]) {
      expect(clampCartQuantity(n), String(n)).toEqual({ quantity: null, capped: false });
    }
  });
});

describe('addCartQuantity', () => {
  it('adds to the line', () => {
    expect(addCartQuantity(0)).toEqual({ quantity: 1, capped: false });
    expect(addCartQuantity(3, 2)).toEqual({ quantity: 5, capped: false });
    expect(addCartQuantity(99999, 1)).toEqual({ quantity: 100000, capped: false });
  });

  it('caps the sum and flags the message', () => {
    expect(addCartQuantity(99990, 50)).toEqual({ quantity: 100000, capped: true });
  });

  it('only shows the message when the line is already at the cap', () => {
    expect(addCartQuantity(100000)).toEqual({ quantity: null, capped: true });
    expect(addCartQuantity(100000, 5)).toEqual({ quantity: null, capped: true });
  });

  it('ignores adding nothing or a negative amount', () => {
    expect(addCartQuantity(5, 0)).toEqual({ quantity: null, capped: false });
    expect(addCartQuantity(5, -3)).toEqual({ quantity: null, capped: false });
  });
});
