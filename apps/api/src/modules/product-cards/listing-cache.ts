import type { ShownStockChange } from '@shop/domain';
import type { ChangeScope, WriteFeed } from '../../changes/write-feed';

/** Bounds of a {@link ListingCache}. */
export interface ListingCacheOptions {
  /** Entries kept; the least recently used one goes first. */
  maxEntries: number;
  /** How long an entry lives even without a catalogue write (bounds staleness across several API processes); 0 = nothing is kept. */
  ttlMs: number;
  /** Milliseconds now; injectable for tests. */
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * In-process LRU (one per app, made by `buildApp`) of what the public listing derives from the whole catalogue: a filter set's facets and
 * exact total, a page's product ids, a category's sub-tree, the categories' product counts. Keys carry
 * their kind as a prefix ('facets:', 'page:', …). A catalogue write in this process clears it at once
 * ({@link catalogueChanged}); writes made by another API process as soon as the Redis relay brings them, and
 * after at most `ttlMs` without one. Identical
 * misses share one query, so a burst of shoppers on a cold category page costs one query, not one per
 * connection. This cache keeps ids and counts; the replies with their cards are kept in a second one
 * ({@link REPLY_CACHE_OPTIONS}), cleared by the same writes.
 */
export class ListingCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  /** Look-ups answered from memory, and those that computed (the metrics read both). */
  hits = 0;
  misses = 0;

  constructor(private readonly options: ListingCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value for `key`, else `compute()` (shared by concurrent callers and cached on success). */
  getOrCompute<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.options.ttlMs === 0 ? undefined : this.entries.get(key);
    if (hit !== undefined && hit.expiresAt > this.now()) {
      this.hits += 1;
      // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      // The key names its kind, and each kind is computed by one caller with one type.
      return hit.value as Promise<T>;
    }
    this.misses += 1;
    if (this.options.ttlMs === 0) return compute();
    this.entries.delete(key);
    const entry: Entry = { value: compute(), expiresAt: this.now() + this.options.ttlMs };
    this.entries.set(key, entry);
    this.evictOverflow();
    // A failed query is not cached; the caller still gets its error.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /**
   * Forgets every entry, pending ones too: a query running across a write may have read the old rows, so
   * its result is handed to the callers already waiting for it but never served again.
   */
  invalidate(): void {
    this.entries.clear();
  }

  private evictOverflow(): void {
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) return;
      this.entries.delete(oldest.value);
    }
  }
}

/** 60 s: a shopper sees another process's write within a minute; 2 000 entries of 1 to a few KB each. */
export const LISTING_CACHE_OPTIONS: ListingCacheOptions = { maxEntries: 2000, ttlMs: 60_000 };

/**
 * The whole replies of the public listing and of search, cards included, per query and price group (issue #27): a
 * popular page costs no query at all until the next catalogue write. 1 000 replies of 10 to 30 KB each.
 */
export const REPLY_CACHE_OPTIONS: ListingCacheOptions = { maxEntries: 1000, ttlMs: 60_000 };

/**
 * A cache that every change of `scopes` in the app's write feed clears: a write of this process at once, a write of
 * another process when the Redis relay brings it (and after `ttlMs` at the latest without one).
 */
export function cacheClearedBy(
  feed: WriteFeed,
  scopes: readonly ChangeScope[],
  options: ListingCacheOptions,
): ListingCache {
  const cache = new ListingCache(options);
  feed.subscribe((change) => {
    if (change.scope !== 'shopper' && scopes.includes(change.scope)) cache.invalidate();
  });
  return cache;
}

/**
 * Call after any committed catalogue write that can change listings, facets, totals, search results or a product
 * page: products (create, update, delete, restore, categories, attribute values, group prices, images, relations),
 * categories, attributes, customer groups' discounts and media files shown on products. It clears this process's
 * catalogue caches at once and tells other processes and the storefronts (the app's write feed).
 */
export function catalogueChanged(feed: WriteFeed): void {
  feed.publish('catalogue');
}

/**
 * Call after a committed stock write with whose pages it changed (`shownStockChange` in @shop/domain): everyone's is a
 * catalogue change; customer groups' alone (a free quantity only they are shown) is a `stock` change, which clears the
 * replies with cards and the storefronts' pages kept for groups, and leaves every other cache as it is.
 */
export function shownStockChanged(feed: WriteFeed, change: ShownStockChange): void {
  if (change === 'everyone') catalogueChanged(feed);
  else if (change === 'group') feed.publish('stock');
}
