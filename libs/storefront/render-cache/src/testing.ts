import type { PurgeSource } from './purge-source';

/** A change stream driven by hand, for tests. */
export class TestSource implements PurgeSource {
  epoch = 0;
  private readonly listeners = new Set<() => void>();
  constructor(public live: boolean) {}
  onPurge(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  purge(): void {
    this.epoch += 1;
    for (const listener of this.listeners) listener();
  }
  setLive(live: boolean): void {
    this.live = live;
    this.purge();
  }
}
