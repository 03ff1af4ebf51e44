import { Lru } from './lru';
import type { PurgeSource } from './purge-source';

/** What a memo's load gives back: the value, and whether it may be kept (false for a failure's stand-in). */
export interface Loaded<V> {
  value: V;
  keep: boolean;
}

/**
 * A keyed memo of API answers that is exact while `source` is live: emptied on every purge, bypassed (each call
 * loads) while the stream is down, and a load that started before a purge is not stored. Concurrent calls for one
 * key share one load. Bounded by `maxEntries` (least recently used out first).
 */
export class PurgeableMemo<K, V> {
  private readonly values: Lru<K, V>;
  private readonly pending = new Map<K, { epoch: number; promise: Promise<V> }>();
  private source: PurgeSource;
  private unsubscribe: () => void;

  constructor(source: PurgeSource, maxEntries: number) {
    this.values = new Lru(maxEntries);
    this.source = source;
    this.unsubscribe = source.onPurge(() => this.clear());
  }

  /** Switches to another change stream (the server process attaches its own at start); empties the memo. */
  attach(source: PurgeSource): void {
    this.unsubscribe();
    this.source = source;
    this.unsubscribe = source.onPurge(() => this.clear());
    this.clear();
  }

  /** The value for `key`: remembered, joined with a running load, or loaded now. */
  get(key: K, load: () => Promise<Loaded<V>>): Promise<V> {
    const { source } = this;
    if (!source.live) return load().then((loaded) => loaded.value);
    const known = this.values.get(key);
    if (known !== undefined) return Promise.resolve(known);
    const epoch = source.epoch;
    const running = this.pending.get(key);
    if (running !== undefined && running.epoch === epoch) return running.promise;
    const promise = load()
      .then((loaded) => {
        if (loaded.keep && source.live && source.epoch === epoch && this.source === source)
          this.values.set(key, loaded.value);
        return loaded.value;
      })
      .finally(() => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
      });
    this.pending.set(key, { epoch, promise });
    return promise;
  }

  /** Number of remembered values. */
  get size(): number {
    return this.values.size;
  }

  clear(): void {
    this.values.clear();
    this.pending.clear();
  }
}
