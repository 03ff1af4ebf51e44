import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const forms = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара (дробь)' };

describe('plural', () => {
  it('chooses one for 1, 21, 101 but not 11', () => {
    for (const n of [1, 21, 31, 101, 1001]) expect(plural(n, forms), String(n)).toBe('товар');
  });

  it('chooses few for 2-4, 22-24 but not 12-14', () => {
    for (const n of [2, 3, 4, 22, 33, 104]) expect(plural(n, forms), String(n)).toBe('товара');
  });

  it('chooses many for 0, 5-20, 11-14 and 25', () => {
    for (const n of [0, 5, 9, 10, 11, 12, 13, 14, 19, 20, 25, 100, 111])
      expect(plural(n, forms), String(n)).toBe('товаров');
  });

  it('chooses other for fractions', () => {
    expect(plural(1.5, forms)).toBe('товара (дробь)');
    expect(plural(0.25, forms)).toBe('товара (дробь)');
  });
});
