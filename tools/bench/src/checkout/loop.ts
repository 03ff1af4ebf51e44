/**
 * The closed loop of the checkout case: every shopper, on its own connection, fills its cart and checks out, again
 * and again, for the given time; then the last round is awaited and counted too. Only the checkout request is
 * timed; the orders per second are over the whole time, fills included.
 */
import type { Sample } from '../shared/summary.ts';
import { countCheckout, type CheckoutTally } from './numbering.ts';

/** One connection's requests: a cart fill (its status) and a checkout (its status, and the order number of a 200). */
export interface Shopper {
  fill(): Promise<number>;
  checkout(): Promise<{ status: number; number: number | undefined }>;
  /** True once it can check out no more (its customers have used the API's allowance): it stops early. */
  exhausted?(): boolean;
  close(): void;
}

/** What one loop did: the checkouts' samples, the cart fills that failed, the shoppers that stopped early, and the time it took. */
export interface LoopRun {
  samples: Sample[];
  failedFills: number;
  /** Shoppers exhausted before the time was up. */
  stoppedEarly: number;
  seconds: number;
}

/** Runs every shopper for `seconds` (at least one round each), counting each checkout into `tally`. */
export async function checkoutLoop(
  shoppers: readonly Shopper[],
  seconds: number,
  tally: CheckoutTally,
): Promise<LoopRun> {
  const samples: Sample[] = [];
  let failedFills = 0;
  let stoppedEarly = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async (shopper: Shopper) => {
    do {
      if (shopper.exhausted?.() === true) {
        stoppedEarly += 1;
        return;
      }
      const filled = await shopper.fill();
      if (filled < 200 || filled >= 300) failedFills += 1;
      const sent = performance.now();
      const { status, number } = await shopper.checkout();
      samples.push({ status, milliseconds: performance.now() - sent });
      countCheckout(tally, status, number);
    } while (performance.now() < deadline);
  };
  await Promise.all(shoppers.map(worker));
  return { samples, failedFills, stoppedEarly, seconds: (performance.now() - started) / 1000 };
}
