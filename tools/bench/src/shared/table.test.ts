import { describe, expect, it } from 'vitest';
import { align, groupDigits } from './table.ts';

describe('groupDigits', () => {
  it('writes sizes in groups of three separated by spaces', () => {
    expect(groupDigits(1_000_000)).toBe('1 000 000');
    expect(groupDigits(10_000)).toBe('10 000');
    expect(groupDigits(999)).toBe('999');
  });
});

describe('align', () => {
  it('pads the left columns at the end and the others at the start', () => {
    expect(
      align(
        ['case', 'req/s'],
        [
          ['getCart', '12'],
          ['add', '1234'],
        ],
      ),
    ).toEqual(['case     req/s', '-------  -----', 'getCart     12', 'add       1234']);
  });

  it('left-aligns the text columns given by index', () => {
    expect(
      align(
        ['n', 'beside', 'x'],
        [
          ['1', 'ab', '2'],
          ['10', 'a', '3'],
        ],
        [1],
      ),
    ).toEqual([' n  beside  x', '--  ------  -', ' 1  ab      2', '10  a       3']);
  });
});
