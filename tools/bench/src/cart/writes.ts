/**
 * The lost-update check of the add case: every add answered 2xx is counted per product, and after the load the
 * stored quantities must be the starting ones plus exactly those adds (each add puts quantity 1, and the totals
 * stay far below the 100 000 cap, which would otherwise cut them).
 */
import type { NextBody } from '../shared/http-load.ts';

/** Adds answered per product: 2xx, another status (not applied: the transaction rolled back), or no answer at all. */
export interface AddTally {
  ok: Map<string, number>;
  refused: number;
  /** Requests that failed without an answer (status 0): applied or not, nobody knows. */
  unanswered: number;
}

export const emptyTally = (): AddTally => ({ ok: new Map(), refused: 0, unanswered: 0 });

/** Counts one answered add of `productId`. */
export function countAnswer(tally: AddTally, productId: string, status: number): void {
  if (status >= 200 && status < 300) tally.ok.set(productId, (tally.ok.get(productId) ?? 0) + 1);
  else if (status === 0) tally.unanswered += 1;
  else tally.refused += 1;
}

/** Bodies adding quantity 1 of each of `productIds` in turn (built by `body`), counted into `tally` when answered. */
export function roundRobinAdds(
  productIds: readonly string[],
  body: (productId: string) => unknown,
  tally: AddTally,
): NextBody {
  if (productIds.length === 0) throw new RangeError('roundRobinAdds: no products to add');
  let n = 0;
  return () => {
    const productId = productIds[n++ % productIds.length] as string;
    return { body: JSON.stringify(body(productId)), answered: (status) => countAnswer(tally, productId, status) };
  };
}

/** The verdict of one add case. */
export interface WriteCheck {
  /** Adds answered 2xx. */
  acknowledged: number;
  /** Quantity added in the database since the start (stored minus starting), over all products. */
  stored: number;
  /** Acknowledged adds missing from the database, summed over products. */
  lost: number;
  /** Quantity in the database that no 2xx answer accounts for, summed over products. */
  extra: number;
  refused: number;
  unanswered: number;
  /** No lost update, and no extra quantity beyond what unanswered requests may have written. */
  pass: boolean;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** Compares the quantities per product before (`start`) and after (`end`) the load with the adds `tally` counted. */
export function checkWrites(
  start: ReadonlyMap<string, number>,
  end: ReadonlyMap<string, number>,
  tally: AddTally,
): WriteCheck {
  let lost = 0;
  let extra = 0;
  for (const productId of new Set([...start.keys(), ...end.keys(), ...tally.ok.keys()])) {
    const expected = (start.get(productId) ?? 0) + (tally.ok.get(productId) ?? 0);
    const stored = end.get(productId) ?? 0;
    if (stored < expected) lost += expected - stored;
    else extra += stored - expected;
  }
  return {
    acknowledged: sum(tally.ok.values()),
    stored: sum(end.values()) - sum(start.values()),
    lost,
    extra,
    refused: tally.refused,
    unanswered: tally.unanswered,
    pass: lost === 0 && extra <= tally.unanswered,
  };
}
