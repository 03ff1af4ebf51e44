/**
 * What the storefront's caches need from the API's change stream. Structural on purpose: the server build bundles
 * its own copy of the libs, and the feed the server process runs is handed to it as a plain object.
 */
export interface PurgeSource {
  /** True while the stream is connected and has said `ready`: only then may anything be served from a cache. */
  readonly live: boolean;
  /**
   * Grows on every purge (a change, a reconnect, a lost stream) and every group purge. A value loaded under one epoch is
   * kept only if the epoch is still the same when it arrives, so a load that raced a write is never stored after the
   * purge.
   */
  readonly epoch: number;
  /** Calls `listener` on every purge; returns the unsubscribe. */
  onPurge(listener: () => void): () => void;
  /**
   * Calls `listener` when a change touched only what customers of a customer group are shown (the API's `stock` change,
   * issue #28: the free quantities of counted products). What they are shown goes (their pages, the signed-in
   * shoppers' own data with its cart); what guests and ungrouped customers see stays. Returns the unsubscribe.
   */
  onGroupPurge(listener: () => void): () => void;
  /**
   * Calls `listener` with the id of a signed-in user whose own context changed (their cart, favorites, profile or
   * sessions: the API's `shopper` change, issue #27). No page changes, so this is no purge; returns the unsubscribe.
   */
  onUserChange(listener: (userId: string) => void): () => void;
}

/** A source that is never live: every cache using it loads each time (tests, the dev server, the switch off). */
export const NEVER_LIVE: PurgeSource = {
  live: false,
  epoch: 0,
  onPurge: () => () => undefined,
  onGroupPurge: () => () => undefined,
  onUserChange: () => () => undefined,
};
