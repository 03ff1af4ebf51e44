import { Lru } from './lru';
import type { PurgeSource } from './purge-source';

/** What a personal memo's load gives back: the value, and whose it is and until when it may be kept, if at all. */
export type PersonalLoaded<V> = { value: V; keep: false } | { value: V; keep: true; userId: string; expiresAt: number };

interface Kept<V> {
  value: V;
  userId: string;
  /** The memo's drop count when the load started: a drop of the user after it makes the value stale. */
  loadedAfter: number;
  expiresAt: number;
}

/**
 * A memo of one signed-in user's answers by a key of their session (issue #27: the shopper context behind every
 * signed-in page), exact while `source` is live: a `shopper` change of the user drops that user's values, a purge
 * drops all, nothing is kept while the stream is down, and a load that a drop or purge overtook is not kept. Values
 * also expire after `ttlMs` (or the load's own `expiresAt`, the session token's end, if sooner): the bound for a
 * change nothing told the storefront of. Bounded by `maxEntries` (least recently used out first).
 *
 * A drop is remembered as the user's drop count for `ttlMs` rather than by finding the user's values, so neither an
 * index nor a scan is needed: a value is stale when its user was dropped after its load started, and after `ttlMs`
 * every value loaded before the drop has expired anyway.
 */
export class PersonalMemo<V> {
  private readonly values: Lru<string, Kept<V>>;
  private readonly pending = new Map<string, { epoch: number; drops: number; promise: Promise<V> }>();
  /** Each user's latest drop, as the drop count after it and its time; oldest first. */
  private readonly drops = new Map<string, { count: number; at: number }>();
  private dropCount = 0;
  private source: PurgeSource;
  private unsubscribe: () => void;

  constructor(
    source: PurgeSource,
    maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.values = new Lru(maxEntries);
    this.source = source;
    this.unsubscribe = this.listen(source);
  }

  /** Switches to another change stream (the server process attaches its own at start); empties the memo. */
  attach(source: PurgeSource): void {
    this.unsubscribe();
    this.source = source;
    this.unsubscribe = this.listen(source);
    this.clear();
  }

  /** The value for `key`: remembered and still good, joined with a running load, or loaded now. */
  get(key: string, load: () => Promise<PersonalLoaded<V>>): Promise<V> {
    const { source } = this;
    if (!source.live) return load().then((loaded) => loaded.value);
    const known = this.values.get(key);
    if (known !== undefined) {
      if (this.isGood(known)) return Promise.resolve(known.value);
      this.values.delete(key);
    }
    const { epoch } = source;
    const drops = this.dropCount;
    const running = this.pending.get(key);
    if (running !== undefined && running.epoch === epoch && running.drops === drops) return running.promise;
    const promise = load()
      .then((loaded) => {
        if (loaded.keep && source.live && source.epoch === epoch && this.source === source) {
          const kept = {
            value: loaded.value,
            userId: loaded.userId,
            loadedAfter: drops,
            expiresAt: Math.min(loaded.expiresAt, this.now() + this.ttlMs),
          };
          if (this.isGood(kept)) this.values.set(key, kept);
        }
        return loaded.value;
      })
      .finally(() => {
        if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
      });
    this.pending.set(key, { epoch, drops, promise });
    return promise;
  }

  /** Number of remembered values (expired and dropped ones included until they are asked for). */
  get size(): number {
    return this.values.size;
  }

  clear(): void {
    this.values.clear();
    this.pending.clear();
    this.drops.clear();
  }

  private listen(source: PurgeSource): () => void {
    const stopPurges = source.onPurge(() => this.clear());
    // A shopper's cart shows free quantities to customers of a group, and flags lines beyond the free stock.
    const stopGroupPurges = source.onGroupPurge(() => this.clear());
    const stopUsers = source.onUserChange((userId) => this.drop(userId));
    return () => {
      stopPurges();
      stopGroupPurges();
      stopUsers();
    };
  }

  private drop(userId: string): void {
    const at = this.now();
    this.dropCount += 1;
    this.drops.delete(userId);
    this.drops.set(userId, { count: this.dropCount, at });
    for (const [id, drop] of this.drops) {
      if (drop.at + this.ttlMs > at) break;
      this.drops.delete(id);
    }
  }

  private isGood(kept: Kept<V>): boolean {
    if (kept.expiresAt <= this.now()) return false;
    const drop = this.drops.get(kept.userId);
    return drop === undefined || drop.count <= kept.loadedAfter;
  }
}
