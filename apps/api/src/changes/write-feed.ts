/**
 * What a committed write changed, as far as caches of public pages care:
 * - `catalogue`: products, their prices, group prices, images, attributes and relations; categories; attributes;
 *   customer groups' discounts; media files shown on products; a counted product's stock as everyone sees it (its
 *   availability, «Мало», the lead time);
 * - `stock`: a counted product's free quantity as only customers of a customer group see it (decision 013): the pages
 *   kept for those groups change, and no page a guest or an ungrouped customer sees;
 * - `settings`: site settings (theme, free-shipping threshold, seller, files);
 * - `content`: the text of a content page;
 * - `redirects`: route rules;
 * - `membership`: a customer joined or left a customer group (or stopped being a customer). No page changes, but the
 *   storefront keeps signed-in pages per price group, rendered with one customer's token: a render running across
 *   the move may show the new group's prices, so it must not be kept.
 */
export const CHANGE_SCOPES = ['catalogue', 'stock', 'settings', 'content', 'redirects', 'membership'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

/**
 * What changed: pages of a scope, or a signed-in shopper's own context (issue #27: their cart, favorites, profile,
 * integrator request or sessions). A shopper change touches no page; the storefronts drop what they keep of that
 * user's context (the name, the cart and the favorite ids they fill signed-in pages with) and nothing else.
 */
export type Changed = { scope: ChangeScope } | { scope: 'shopper'; userId: string };

/** One change as listeners see it, with the feed's generation after it. */
export type Change = Changed & { generation: number };

export type ChangeListener = (change: Change) => void;

/**
 * The committed writes of one app (one per app, made by `buildApp`), in the order they were committed in this process or reached it from another one
 * (the Redis relay). Caches of this process listen and drop what the change touches; the `/internal/changes`
 * stream hands every change to the storefronts, whose render caches do the same. Listeners run synchronously
 * inside {@link WriteFeed.publish}, so a write's reply leaves only after every cache has dropped its entries and
 * every stream has been written to.
 */
export class WriteFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly relays = new Set<ChangeListener>();
  private current = 0;

  /** How many changes this process has seen since it started (its own and relayed ones). */
  get generation(): number {
    return this.current;
  }

  /** Calls `listener` on every change from now on; returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `relay` on changes made in this process only (not on relayed ones), to pass them to other processes. */
  relayTo(relay: ChangeListener): () => void {
    this.relays.add(relay);
    return () => this.relays.delete(relay);
  }

  /** A committed write of this process changed `scope`. */
  publish(scope: ChangeScope): void {
    this.relay(this.apply({ scope }));
  }

  /** A committed write of this process changed the context of the signed-in user `userId`. */
  shopperChanged(userId: string): void {
    this.relay(this.apply({ scope: 'shopper', userId }));
  }

  /** Another process's change (the relay's entry point): listeners hear it, relays do not echo it. */
  receive(change: Changed): void {
    this.apply(change);
  }

  private relay(change: Change): void {
    for (const relay of this.relays) relay(change);
  }

  private apply(what: Changed): Change {
    this.current += 1;
    const change: Change = { ...what, generation: this.current };
    for (const listener of this.listeners) listener(change);
    return change;
  }
}
