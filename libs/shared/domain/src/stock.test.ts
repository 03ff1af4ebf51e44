import { describe, expect, it } from 'vitest';
import {
  freeStock,
  isPurchasableAvailability,
  stockAvailability,
  stockSetByHand,
  stockShortfall,
  type StockCount,
} from './stock';

const count = (over: Partial<StockCount>): StockCount => ({
  onHand: 10,
  reserved: 0,
  backorder: false,
  saleStopped: false,
  ...over,
});

describe('stock', () => {
  it('frees what is on hand and not reserved, never below zero', () => {
    expect(freeStock(count({ onHand: 10, reserved: 3 }))).toBe(7);
    expect(freeStock(count({ onHand: 2, reserved: 5 }))).toBe(0);
  });

  it('shows in stock while a piece is free, then on order or out of stock, and a stopped sale always wins', () => {
    expect(stockAvailability(count({ onHand: 1 }))).toBe('in_stock');
    expect(stockAvailability(count({ onHand: 3, reserved: 3 }))).toBe('out_of_stock');
    expect(stockAvailability(count({ onHand: 0, backorder: true }))).toBe('on_order');
    expect(stockAvailability(count({ onHand: 5, backorder: true }))).toBe('in_stock');
    expect(stockAvailability(count({ onHand: 50, saleStopped: true }))).toBe('not_sold');
  });

  it('sells what is in stock or on order, not a stopped sale or a counted product with none free', () => {
    expect(
      ['in_stock', 'on_order', 'not_sold', 'out_of_stock'].map((a) => isPurchasableAvailability(a as never)),
    ).toEqual([true, true, false, false]);
  });

  it('turns an availability set by hand into sale on order or a stopped sale, keeping sale on order that holds more than is on hand', () => {
    const free = { onHand: 5, reserved: 0 };
    expect(stockSetByHand(free, 'not_sold')).toEqual({ saleStopped: true, backorder: false });
    expect(stockSetByHand(free, 'on_order')).toEqual({ saleStopped: false, backorder: true });
    expect(stockSetByHand(free, 'in_stock')).toEqual({ saleStopped: false, backorder: false });
    expect(stockSetByHand({ onHand: 1, reserved: 4 }, 'in_stock')).toEqual({ saleStopped: false, backorder: true });
    expect(stockSetByHand({ onHand: 1, reserved: 4 }, 'not_sold')).toEqual({ saleStopped: true, backorder: false });
  });

  it('names the pieces a quantity lacks: none on order, all when the sale is stopped', () => {
    expect(stockShortfall(count({ onHand: 10, reserved: 8 }), 5)).toBe(3);
    expect(stockShortfall(count({ onHand: 10 }), 10)).toBe(0);
    expect(stockShortfall(count({ onHand: 0, backorder: true }), 1000)).toBe(0);
    expect(stockShortfall(count({ onHand: 100, saleStopped: true }), 2)).toBe(2);
  });
});
