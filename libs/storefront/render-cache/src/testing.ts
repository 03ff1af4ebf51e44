import type { PurgeSource } from './purge-source';

/** A change stream driven by hand, for tests. */
export class TestSource implements PurgeSource {
  epoch = 0;
  private readonly listeners = new Set<() => void>();
  private readonly groupListeners = new Set<() => void>();
  private readonly userListeners = new Set<(userId: string) => void>();
  constructor(public live: boolean) {}
  onPurge(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  onGroupPurge(listener: () => void): () => void {
    this.groupListeners.add(listener);
    return () => void this.groupListeners.delete(listener);
  }
  onUserChange(listener: (userId: string) => void): () => void {
    this.userListeners.add(listener);
    return () => void this.userListeners.delete(listener);
  }
  /** A `stock` change, as the API's stream sends it. */
  groupPurge(): void {
    this.epoch += 1;
    for (const listener of this.groupListeners) listener();
  }
  /** A `shopper` change of `userId`, as the API's stream sends it. */
  userChanged(userId: string): void {
    for (const listener of this.userListeners) listener(userId);
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
