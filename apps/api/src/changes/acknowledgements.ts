/**
 * The generations each acknowledging stream has confirmed: a storefront that asked for acknowledged purges gets a
 * subscriber id with `ready` and posts back each change's generation once its caches are empty. A write's reply waits
 * on {@link Acknowledgements.settled}, so an administrator's "saved" means every such storefront has already purged
 * (its next page renders afresh), not only that the event is on its way.
 *
 * A subscriber that lets a wait run out is marked lagging and not waited for again until it acknowledges something:
 * a hung storefront costs one write one timeout, not every write.
 */
export class Acknowledgements {
  private readonly subscribers = new Map<string, { acked: number; lagging: boolean }>();
  private readonly waiters = new Set<{ generation: number; done: () => void }>();

  /** A stream that starts at `generation` (what its `ready` said): it has nothing older to purge. */
  add(id: string, generation: number): void {
    this.subscribers.set(id, { acked: generation, lagging: false });
  }

  /** True while a stream with this id is open. */
  has(id: string): boolean {
    return this.subscribers.has(id);
  }

  /** The stream closed: nothing to wait for from it any more. */
  remove(id: string): void {
    this.subscribers.delete(id);
    this.wake();
  }

  /** The subscriber's caches are empty of everything up to `generation`; false for an unknown subscriber. */
  ack(id: string, generation: number): boolean {
    const subscriber = this.subscribers.get(id);
    if (subscriber === undefined) return false;
    subscriber.acked = Math.max(subscriber.acked, generation);
    subscriber.lagging = false;
    this.wake();
    return true;
  }

  /**
   * Resolves true once every subscriber that is not lagging has acknowledged `generation` (at once when none is
   * behind), or false after `timeoutMs`, marking those still behind as lagging.
   */
  settled(generation: number, timeoutMs: number): Promise<boolean> {
    if (this.behind(generation).length === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        generation,
        done: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        for (const subscriber of this.behind(generation)) subscriber.lagging = true;
        resolve(false);
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  private behind(generation: number) {
    return [...this.subscribers.values()].filter((s) => !s.lagging && s.acked < generation);
  }

  private wake(): void {
    for (const waiter of this.waiters) if (this.behind(waiter.generation).length === 0) waiter.done();
  }
}
