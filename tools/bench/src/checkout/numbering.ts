/**
 * The order check of the checkout case: every checkout answered 200 names its order's number, and after the load
 * the database must hold exactly those orders more, numbered on from 1001 with no gap and no number twice.
 */

/** The first order number (the API's FIRST_ORDER_NUMBER: migration 0012 starts the counter at 1000). */
export const FIRST_ORDER_NUMBER = 1001;

/** Checkouts answered: the numbers of the 200 replies, other statuses, and requests that got no answer. */
export interface CheckoutTally {
  numbers: number[];
  refused: number;
  /** Requests that failed without an answer (status 0): an order may or may not have been made. */
  unanswered: number;
}

export const emptyCheckoutTally = (): CheckoutTally => ({ numbers: [], refused: 0, unanswered: 0 });

/** Counts one checkout: its status and, for a 200, the number its reply gave (undefined when the reply had none). */
export function countCheckout(tally: CheckoutTally, status: number, number: number | undefined): void {
  if (status === 200 && number !== undefined) tally.numbers.push(number);
  else if (status === 0) tally.unanswered += 1;
  else tally.refused += 1;
}

/** The verdict of one checkout case. */
export interface NumberingCheck {
  /** Checkouts answered 200. */
  replied: number;
  /** 200 replies naming a number another reply named already. */
  duplicated: number;
  /** Orders in the database now minus those before the case. */
  added: number;
  /** Numbers of 200 replies that no order in the database has. */
  lost: number;
  /** Orders added that no 200 reply accounts for (an unanswered request may have made one). */
  unexplained: number;
  /** Numbers missing between 1001 and the highest in the database, and numbers stored twice or below 1001. */
  gaps: number;
  /** The lowest missing number, when there is one. */
  firstGap: number | undefined;
  /** The highest number in the database (1000 when there is no order). */
  last: number;
  refused: number;
  unanswered: number;
  pass: boolean;
}

/**
 * Judges a case from every order number in the database after it (`stored`, any order), how many orders there
 * were before it, and what its checkouts were answered.
 */
export function checkNumbering(stored: readonly number[], before: number, tally: CheckoutTally): NumberingCheck {
  const storedSet = new Set(stored);
  const last = stored.reduce((max, n) => Math.max(max, n), FIRST_ORDER_NUMBER - 1);
  let missing = 0;
  let firstGap: number | undefined;
  for (let n = FIRST_ORDER_NUMBER; n <= last; n++) {
    if (storedSet.has(n)) continue;
    missing += 1;
    firstGap ??= n;
  }
  const doubled = stored.length - storedSet.size;
  const belowFirst = [...storedSet].filter((n) => n < FIRST_ORDER_NUMBER).length;
  const repliedSet = new Set(tally.numbers);
  const lost = [...repliedSet].filter((n) => !storedSet.has(n)).length;
  const added = stored.length - before;
  const unexplained = added - (repliedSet.size - lost);
  const duplicated = tally.numbers.length - repliedSet.size;
  const gaps = missing + doubled + belowFirst;
  return {
    replied: tally.numbers.length,
    duplicated,
    added,
    lost,
    unexplained,
    gaps,
    firstGap,
    last,
    refused: tally.refused,
    unanswered: tally.unanswered,
    pass: duplicated === 0 && lost === 0 && gaps === 0 && unexplained >= 0 && unexplained <= tally.unanswered,
  };
}
