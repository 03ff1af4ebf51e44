import { describe, expect, it } from 'vitest';
import { checkNumbering, countCheckout, emptyCheckoutTally, type CheckoutTally } from './numbering.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const replies = (numbers: number[], over: Partial<CheckoutTally> = {}): CheckoutTally => ({
  numbers,
  refused: 0,
  unanswered: 0,
  ...over,
});

describe('countCheckout', () => {
  it('keeps the numbers of 200 replies and counts the other answers', () => {
    const tally = emptyCheckoutTally();
    countCheckout(tally, 200, 1001);
    countCheckout(tally, 409, undefined);
    countCheckout(tally, 0, undefined);
    // A 200 without a number in its body is no order the check can find.
    countCheckout(tally, 200, undefined);
    expect(tally).toEqual({ numbers: [1001], refused: 2, unanswered: 1 });
  });
});

describe('checkNumbering', () => {
  it('passes orders 1001…N, one per 200 reply, on top of those there before, in any order', () => {
    const check = checkNumbering([...range(1001, 1010)].reverse(), 4, replies([1009, 1005, 1006, 1007, 1008, 1010]));
    expect(check).toMatchObject({
      replied: 6,
      duplicated: 0,
      added: 6,
      lost: 0,
      unexplained: 0,
      gaps: 0,
      firstGap: undefined,
      last: 1010,
      pass: true,
    });
  });

  it('passes an empty run on an empty database', () => {
    expect(checkNumbering([], 0, replies([]))).toMatchObject({ last: 1000, gaps: 0, pass: true });
  });

  it('finds a number given to two replies', () => {
    const check = checkNumbering(range(1001, 1003), 0, replies([1001, 1002, 1002, 1003]));
    expect(check).toMatchObject({ replied: 4, duplicated: 1, pass: false });
  });

  it('finds a gap, and the first missing number', () => {
    const check = checkNumbering([1001, 1002, 1004, 1005, 1007], 0, replies([1001, 1002, 1004, 1005, 1007]));
    expect(check).toMatchObject({ gaps: 2, firstGap: 1003, lost: 0, pass: false });
  });

  it('counts a number stored twice, or below 1001, as a gap in the numbering', () => {
    expect(checkNumbering([1001, 1001, 1002], 0, replies([1001, 1002]))).toMatchObject({ gaps: 1, pass: false });
    expect(checkNumbering([999, 1001], 0, replies([1001]))).toMatchObject({ gaps: 1, pass: false });
  });

  it('finds an answered order missing from the database', () => {
    const check = checkNumbering(range(1001, 1002), 0, replies([1001, 1002, 1003]));
    expect(check).toMatchObject({ lost: 1, added: 2, pass: false });
  });

  it('forgives orders no reply accounts for only up to the requests left unanswered', () => {
    const stored = range(1001, 1005);
    expect(checkNumbering(stored, 0, replies([1001, 1002, 1003, 1004], { unanswered: 1 }))).toMatchObject({
      unexplained: 1,
      pass: true,
    });
    expect(checkNumbering(stored, 0, replies([1001, 1002, 1003], { unanswered: 1 }))).toMatchObject({
      unexplained: 2,
      pass: false,
    });
  });
});
