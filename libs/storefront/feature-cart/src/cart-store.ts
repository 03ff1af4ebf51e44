import { isApiError, unwrap, type ApiClient } from '@shop/api-client';
import { addCartQuantity, clampCartQuantity, CROSS_TAB_EVENTS, MAX_CART_QUANTITY } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import {
  broadcastEvent,
  browserStorage,
  clearEvents,
  singleFlight,
  windowStorageEvents,
  type SessionStorageLike,
  type StorageListener,
} from '@shop/session';
import { recoverUnknownShopperIds } from '@shop/storefront-data-access';
import { emptied, quantityInCart, withLineQuantity, type Cart } from './cart-lines';

export { quantityInCart, withLineQuantity, type Cart, type CartLine } from './cart-lines';

/** The kinds of cart operation; a new call of a kind is ignored while one of that kind is loading (SPEC 4). */
export type CartOperation = 'load' | 'add' | 'remove';

export interface CartState {
  /** The cart, or null when the visitor has none yet (code 30 is an empty cart, not an error). */
  cart: Cart | null;
  loading: Readonly<Record<CartOperation, boolean>>;
}

/** One product and how many pieces to add or take away. */
export interface CartChange {
  productId: string;
  quantity: number;
}

/** What an add did: whether the 100 000 cap cut it (the page then shows 'Максимум 100 000'). */
export interface AddOutcome {
  capped: boolean;
}

export interface CartStoreOptions {
  /** The tab's API client (it sends the cart and anonymous ids); a function so it can be built after the store. */
  api: ApiClient | (() => ApiClient);
  /** The cart the server loaded with the page. */
  initial?: Cart | null;
  /**
   * Called on a 422 (code 25) from any cart call: the anonymous id or the cart id is unknown, expired or merged,
   * so both are forgotten (the `anonymous_user_id` and `cart_id` cookies) before an add retries (SPEC 7).
   */
  forgetIds?: () => void;
  storage?: SessionStorageLike | null;
  subscribeStorage?: (listener: StorageListener) => () => void;
}

export interface CartStore {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  /** Loads the cart; no cart (code 30) or forgotten ids (422) leave it null quietly. */
  load(): Promise<Cart | null>;
  /** Takes up a cart the page brought after it hydrated (a price group's page, issue #27), with no call. */
  adopt(cart: Cart | null): void;
  /**
   * Adds pieces of one product, capped so the line never exceeds 100 000 (SPEC 5). At the cap nothing is sent.
   * A line already in the cart changes at once and goes back if the API refuses (the error is rethrown).
   * A 422 forgets the ids and retries once (SPEC 7). Other tabs reload their cart.
   */
  add(change: CartChange): Promise<AddOutcome>;
  /** Takes pieces away (a line reaching 0 goes), at once and back on failure. Other tabs reload their cart. */
  remove(changes: readonly CartChange[]): Promise<void>;
  /**
   * Sets a line to a typed quantity by the rule of SPEC 5 (whole pieces, 0 or less ignored, cut to 100 000),
   * through `add` or `remove`. Resolves to the quantity the line now asks for (null: the input was ignored).
   */
  setQuantity(productId: string, quantity: number): Promise<{ quantity: number | null; capped: boolean }>;
  /** Removes every line (a `remove` of all of them), at once and back on failure. */
  clear(): Promise<void>;
  /** Clears a stale cross-tab event and reloads the cart when another tab changes it; returns the stop function. */
  start(): () => void;
}

const IDLE: Record<CartOperation, boolean> = { load: false, add: false, remove: false };

/** The contract's `maxItems` of one cartProductList: a larger removal goes in several calls. */
const MAX_LINES_PER_CALL = 200;

/** The cart store of SPEC 4: plain TypeScript with subscribe/getState, one per tab (one per request on a server). */
export function createCartStore(options: CartStoreOptions): CartStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const subscribeStorage = options.subscribeStorage ?? windowStorageEvents;
  const api = (): ApiClient => (typeof options.api === 'function' ? options.api() : options.api);
  const listeners = new Set<() => void>();
  let state: CartState = { cart: options.initial ?? null, loading: IDLE };

  function set(patch: Partial<CartState>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }
  const once = singleFlight<CartOperation>((kind, loading) => set({ loading: { ...state.loading, [kind]: loading } }));

  /** A call that may find no cart: code 30 and forgotten ids (422) both mean an empty cart, which is not an error. */
  async function orNoCart(send: () => Promise<Cart>): Promise<Cart | null> {
    try {
      return await recoverUnknownShopperIds<Cart | null>(send, options.forgetIds, () => null);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.CartNotFound) return null;
      throw error;
    }
  }

  /** Shows `optimistic` at once, then the API's cart (and tells the other tabs); on failure the cart from before. */
  async function change(optimistic: Cart | null, send: () => Promise<Cart | null>): Promise<void> {
    const before = state.cart;
    set({ cart: optimistic });
    try {
      set({ cart: await send() });
      broadcastEvent(storage, CROSS_TAB_EVENTS.cartUpdated);
    } catch (error) {
      set({ cart: before });
      throw error;
    }
  }

  const post = async (body: { cartProductList: CartChange[] }) =>
    unwrap(await api().POST('/api/v1/cart/product', { body })).payload.cart;
  const del = async (body: { cartProductList: CartChange[] }) =>
    unwrap(await api().DELETE('/api/v1/cart/product', { body })).payload.cart;

  /** Removes in calls of at most 200 lines; the last reply is the cart. */
  async function removeAll(changes: readonly CartChange[]): Promise<Cart | null> {
    let cart: Cart | null = state.cart;
    for (let start = 0; start < changes.length; start += MAX_LINES_PER_CALL) {
      const cartProductList = changes
        .slice(start, start + MAX_LINES_PER_CALL)
        .map(({ productId, quantity }) => ({ productId, quantity }));
      cart = await orNoCart(() => del({ cartProductList }));
      if (cart === null) break;
    }
    return cart;
  }

  const store: CartStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    load() {
      return once('load', async () => {
        const cart = await orNoCart(async () => unwrap(await api().GET('/api/v1/cart')).payload.cart);
        set({ cart });
        return cart;
      });
    },

    adopt(cart) {
      set({ cart });
    },

    add({ productId, quantity }) {
      return once('add', async () => {
        const current = quantityInCart(state.cart, productId);
        const next = addCartQuantity(current, quantity);
        if (next.quantity === null) return { capped: next.capped };
        const body = { cartProductList: [{ productId, quantity: next.quantity - current }] };
        // A new line needs the API's product data, so only a line already in the cart changes before the reply.
        const optimistic =
          state.cart && current > 0 ? withLineQuantity(state.cart, productId, next.quantity) : state.cart;
        // A 422 forgets the ids and sends once more, now without them (SPEC 7).
        await change(optimistic, () =>
          recoverUnknownShopperIds(
            () => post(body),
            options.forgetIds,
            () => post(body),
          ),
        );
        return { capped: next.capped };
      });
    },

    remove(changes) {
      return once('remove', () => {
        let optimistic = state.cart;
        for (const { productId, quantity } of changes) {
          if (optimistic)
            optimistic = withLineQuantity(optimistic, productId, quantityInCart(optimistic, productId) - quantity);
        }
        return change(optimistic, () => removeAll(changes));
      });
    },

    async setQuantity(productId, typed) {
      const target = clampCartQuantity(typed);
      const current = quantityInCart(state.cart, productId);
      if (target.quantity === null || target.quantity === current) return target;
      if (target.quantity > current) await store.add({ productId, quantity: target.quantity - current });
      else await store.remove([{ productId, quantity: current - target.quantity }]);
      return target;
    },

    clear() {
      const lines = state.cart?.cartProductList ?? [];
      if (lines.length === 0) return Promise.resolve();
      // Each line loses the most a line can hold, so one another tab has grown meanwhile goes too.
      const changes = lines.map((line) => ({ productId: line.product.id, quantity: MAX_CART_QUANTITY }));
      return once('remove', () => change(state.cart && emptied(state.cart), () => removeAll(changes)));
    },

    start() {
      clearEvents(storage, [CROSS_TAB_EVENTS.cartUpdated]);
      return subscribeStorage((key, newValue) => {
        if (key === CROSS_TAB_EVENTS.cartUpdated && newValue !== null) void store.load().catch(() => null);
      });
    },
  };
  return store;
}
