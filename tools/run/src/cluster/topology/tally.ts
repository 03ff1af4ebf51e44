/** What the load saw: requests by kind and outcome, and the orders it placed. */
export class Tally {
  readonly requests = new Map<string, { ok: number; failed: number }>();
  readonly failures: string[] = [];
  /** Pages whose body broke off mid-way because the storefront sending them was killed (see load.ts `call`). */
  cutOff = 0;
  /** Statuses of 500 and over that reached the load (after nginx's retries). */
  serverErrors = 0;
  /** Order numbers the API answered checkouts with (a retried key answers its first order's). */
  readonly orderNumbers = new Set<number>();
  /** Checkouts that got an order in the end, and those that never did. */
  checkoutsPlaced = 0;
  checkoutsLost = 0;

  count(kind: string, ok: boolean, detail: string): void {
    const entry = this.requests.get(kind) ?? { ok: 0, failed: 0 };
    if (ok) entry.ok += 1;
    else {
      entry.failed += 1;
      if (this.failures.length < 20) this.failures.push(`${kind}: ${detail}`);
    }
    this.requests.set(kind, entry);
  }

  get failed(): number {
    return [...this.requests.values()].reduce((sum, entry) => sum + entry.failed, 0);
  }
}
