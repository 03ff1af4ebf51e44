import { describe, expect, it } from 'vitest';
import {
  exceedsFreeStock,
  exceedsStockWords,
  freeStock,
  shownFreeQuantity,
  shownStock,
  shownStockChange,
  stockWords,
  type CountedStock,
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

const counted = (over: Partial<CountedStock>): CountedStock => ({ ...count({}), leadTimeDays: null, ...over });

describe('shown stock', () => {
  it('says «Мало» up to five free pieces, and shows the free quantity to customers of a group only', () => {
    expect(shownStock(counted({ onHand: 6 }), 'everyone')).toEqual({ level: 'in_stock', leadTimeDays: null });
    expect(shownStock(counted({ onHand: 7, reserved: 2 }), 'everyone')).toEqual({ level: 'low', leadTimeDays: null });
    expect(shownStock(counted({ onHand: 1 }), 'group')).toEqual({
      level: 'low',
      leadTimeDays: null,
      free: { quantity: 1, more: false },
    });
    expect(shownStock(counted({ onHand: 50 }), 'group').free).toEqual({ quantity: 50, more: false });
    expect(shownStock(counted({ onHand: 51 }), 'group').free).toEqual({ quantity: 50, more: true });
    expect(shownStock(counted({ onHand: 5_000 }), 'group').free).toEqual({ quantity: 50, more: true });
  });

  it('names the lead time on order only, and no quantity where none is free or the sale is stopped', () => {
    const onOrder = counted({ onHand: 0, backorder: true, leadTimeDays: 14 });
    expect(shownStock(onOrder, 'group')).toEqual({ level: 'on_order', leadTimeDays: 14 });
    expect(shownStock({ ...onOrder, onHand: 3 }, 'group')).toEqual({
      level: 'low',
      leadTimeDays: null,
      free: { quantity: 3, more: false },
    });
    expect(shownStock(counted({ onHand: 0 }), 'group')).toEqual({ level: 'out_of_stock', leadTimeDays: null });
    expect(shownStock(counted({ onHand: 9, saleStopped: true }), 'group')).toEqual({
      level: 'not_sold',
      leadTimeDays: null,
    });
  });

  it("tells whose pages a change shows on: everyone's for the level or lead time, groups' for the number alone", () => {
    const at = (onHand: number, over: Partial<CountedStock> = {}) => counted({ onHand, ...over });
    expect(shownStockChange(undefined, at(100))).toBe('everyone');
    expect(shownStockChange(at(6), at(5))).toBe('everyone');
    expect(shownStockChange(at(5), at(4))).toBe('group');
    expect(shownStockChange(at(30), at(28))).toBe('group');
    expect(shownStockChange(at(52), at(51))).toBe('none');
    expect(shownStockChange(at(51), at(50))).toBe('group');
    expect(shownStockChange(at(1), at(0))).toBe('everyone');
    const onOrder = (leadTimeDays: number | null) => at(0, { backorder: true, leadTimeDays });
    expect(shownStockChange(onOrder(7), onOrder(10))).toBe('everyone');
    expect(shownStockChange(at(100, { leadTimeDays: 7 }), at(100, { leadTimeDays: 10 }))).toBe('none');
  });

  it('keeps the free quantity only as far as a page shows it', () => {
    expect(shownFreeQuantity({ onHand: 10, reserved: 4 })).toBe(6);
    expect(shownFreeQuantity({ onHand: 10_000, reserved: 4 })).toBe(51);
    expect(shownFreeQuantity({ onHand: 1, reserved: 4 })).toBe(0);
  });

  it('flags a quantity beyond the free stock of a product in stock and not sold on order', () => {
    expect(exceedsFreeStock(count({ onHand: 12 }), 13)).toBe(true);
    expect(exceedsFreeStock(count({ onHand: 12 }), 12)).toBe(false);
    expect(exceedsFreeStock(count({ onHand: 12, backorder: true }), 100)).toBe(false);
    expect(exceedsFreeStock(count({ onHand: 0 }), 1)).toBe(false);
    expect(exceedsFreeStock(count({ onHand: 12, saleStopped: true }), 13)).toBe(false);
    expect(exceedsFreeStock(null, 1_000)).toBe(false);
  });

  it('words the level, the lead time with its plural, and the free quantity', () => {
    const words = (over: Partial<CountedStock>, audience: 'everyone' | 'group' = 'everyone') =>
      stockWords('in_stock', shownStock(counted(over), audience));
    expect(words({ onHand: 12 })).toEqual({ level: 'В наличии', free: null });
    expect(words({ onHand: 12 }, 'group')).toEqual({ level: 'В наличии', free: '12 шт.' });
    expect(words({ onHand: 80 }, 'group')).toEqual({ level: 'В наличии', free: '> 50 шт.' });
    expect(words({ onHand: 2 })).toEqual({ level: 'Мало', free: null });
    expect(words({ onHand: 0 }).level).toBe('Нет в наличии');
    const onOrder = (leadTimeDays: number | null) => words({ onHand: 0, backorder: true, leadTimeDays }).level;
    expect([onOrder(1), onOrder(3), onOrder(5), onOrder(21), onOrder(null)]).toEqual([
      'Под заказ, 1 день',
      'Под заказ, 3 дня',
      'Под заказ, 5 дней',
      'Под заказ, 21 день',
      'Под заказ',
    ]);
    expect(stockWords('on_order', null)).toEqual({ level: 'Под заказ', free: null });
  });

  it('warns of a short stock with the free quantity only where the shopper is shown it', () => {
    expect(exceedsStockWords(shownStock(counted({ onHand: 12 }), 'group'))).toBe(
      'Больше, чем есть на складе: свободно 12 шт.',
    );
    expect(exceedsStockWords(shownStock(counted({ onHand: 12 }), 'everyone'))).toBe('Больше, чем есть на складе');
    expect(exceedsStockWords(null)).toBe('Больше, чем есть на складе');
  });
});
