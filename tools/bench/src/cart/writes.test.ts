import { describe, expect, it } from 'vitest';
import { checkWrites, countAnswer, emptyTally, roundRobinAdds } from './writes.ts';

const quantities = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('roundRobinAdds', () => {
  it('adds the products in turn and counts each answer against the product it added', () => {
    const tally = emptyTally();
    const next = roundRobinAdds(['a', 'b'], (productId) => ({ cartProductList: [{ productId, quantity: 1 }] }), tally);
    const sent = [200, 200, 500, 0, 201].map((status) => {
      const request = next();
      request.answered?.(status);
      return JSON.parse(request.body).cartProductList[0].productId as string;
    });
    expect(sent).toEqual(['a', 'b', 'a', 'b', 'a']);
    expect(tally).toEqual({ ok: quantities({ a: 2, b: 1 }), refused: 1, unanswered: 1 });
  });
});

describe('checkWrites', () => {
  it('passes when the stored quantities are the starting ones plus every 2xx add', () => {
    const tally = emptyTally();
    for (const [id, status] of [
      ['a', 200],
      ['a', 200],
      ['b', 200],
      ['b', 409],
    ] as const)
      countAnswer(tally, id, status);
    expect(checkWrites(quantities({ b: 5 }), quantities({ a: 2, b: 6 }), tally)).toEqual({
      acknowledged: 3,
      stored: 3,
      lost: 0,
      extra: 0,
      refused: 1,
      unanswered: 0,
      pass: true,
    });
  });

  it('finds a lost update even when another product holds one too many', () => {
    const tally = emptyTally();
    for (const id of ['a', 'a', 'b']) countAnswer(tally, id, 200);
    // The totals agree (3 = 3), but a lost one and an unexplained one.
    const check = checkWrites(new Map(), quantities({ a: 1, b: 2 }), tally);
    expect(check).toMatchObject({ acknowledged: 3, stored: 3, lost: 1, extra: 1, pass: false });
  });

  it('counts a line that never appeared as lost, and forgives extra quantity only up to the unanswered requests', () => {
    const tally = emptyTally();
    countAnswer(tally, 'a', 200);
    expect(checkWrites(new Map(), new Map(), tally)).toMatchObject({ lost: 1, pass: false });
    countAnswer(tally, 'b', 0);
    expect(checkWrites(new Map(), quantities({ a: 1, b: 1 }), tally)).toMatchObject({
      lost: 0,
      extra: 1,
      unanswered: 1,
      pass: true,
    });
    expect(checkWrites(new Map(), quantities({ a: 1, b: 2 }), tally)).toMatchObject({ extra: 2, pass: false });
  });
});
