import { describe, expect, it } from 'vitest';
import { readQuantityInput } from './quantity-input';

describe('readQuantityInput (SPEC 5)', () => {
  it('rounds a typed quantity down to whole pieces', () => {
    expect(readQuantityInput('3')).toEqual({ quantity: 3, capped: false });
    expect(readQuantityInput('2.9')).toEqual({ quantity: 2, capped: false });
    expect(readQuantityInput('2,5')).toEqual({ quantity: 2, capped: false });
    expect(readQuantityInput(' 1 500 ')).toEqual({ quantity: 1500, capped: false });
  });

  it('ignores 0, negatives, blanks and text', () => {
    for (const text of ['0', '0.4', '-3', '', '  ', 'abc', '1e'])
      expect(readQuantityInput(text), text).toEqual({ quantity: null, capped: false });
  });

  it('cuts anything above 100 000 to 100 000 and says so', () => {
    expect(readQuantityInput('100000')).toEqual({ quantity: 100000, capped: false });
    expect(readQuantityInput('150000')).toEqual({ quantity: 100000, capped: true });
    expect(readQuantityInput('1e9')).toEqual({ quantity: 100000, capped: true });
  });
});
