import { isApiError, unwrap, type ApiClient } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { addCartQuantity, CROSS_TAB_EVENTS } from '@shop/domain';
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

export type Cart = Schema<'Cart'>;

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
  /** SPEC 7: a 422 on a cart call means the anonymous id is unknown or merged; forget it (the cookie). */
  forgetAnonymousUser?: () => void;
  storage?: SessionStorageLike | null;
  subscribeStorage?: (listener: StorageListener) => () => void;
}

export interface CartStore {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  /** Loads the cart; no cart (code 30) leaves it null quietly. */
  load(): Promise<Cart | null>;
  /**
   * Adds pieces of one product, capped so the line never exceeds 100 000 (SPEC 5). At the cap nothing is sent.
   * A 422 forgets the anonymous id and retries once (SPEC 7). Other tabs reload their cart.
   */
  add(change: CartChange): Promise<AddOutcome>;
  /** Takes pieces away; a line reaching 0 goes (the API's rule). Other tabs reload their cart. */
  remove(changes: readonly CartChange[]): Promise<void>;
  /** Clears a stale cross-tab event and reloads the cart when another tab changes it; returns the stop function. */
  start(): () => void;
}

const IDLE: Record<CartOperation, boolean> = { load: false, add: false, remove: false };

/** How many of `productId` the cart holds now. */
export function quantityInCart(cart: Cart | null, productId: string): number {
  return cart?.cartProductList.find((line) => line.product.id === productId)?.quantity ?? 0;
}

/** The cart store of SPEC 4: plain TypeScript with subscribe/getState, one per tab (one per request on a server). */
export function createCartStore(options: CartStoreOptions): CartStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const subscribeStorage = options.subscribeStorage ?? windowStorageEvents;
  const api = (): ApiClient => (typeof options.api === 'function' ? options.api() : options.api);
  const listeners = new Set<() => void>();
  let state: CartState = { cart: options.initial ?? null, loading: IDLE };

  function set(patch: Partial<CartState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }
  const once = singleFlight<CartOperation>((kind, loading) => set({ loading: { ...state.loading, [kind]: loading } }));

  /** Runs a cart call; on 422 forgets the anonymous visitor, and retries once when `retry` says so. */
  async function call(send: () => Promise<Cart>, retry: boolean): Promise<Cart> {
    try {
      return await send();
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) throw error;
      options.forgetAnonymousUser?.();
      if (!retry) throw error;
      return send();
    }
  }

  function changed(cart: Cart): void {
    set({ cart });
    broadcastEvent(storage, CROSS_TAB_EVENTS.cartUpdated);
  }

  const store: CartStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    load() {
      return once('load', async () => {
        try {
          const cart = await call(async () => unwrap(await api().GET('/api/v1/cart')).payload.cart, false);
          set({ cart });
          return cart;
        } catch (error) {
          if (isApiError(error) && error.code === ErrorCode.CartNotFound) {
            set({ cart: null });
            return null;
          }
          throw error;
        }
      });
    },

    add({ productId, quantity }) {
      return once('add', async () => {
        const current = quantityInCart(state.cart, productId);
        const next = addCartQuantity(current, quantity);
        if (next.quantity === null) return { capped: next.capped };
        const body = { cartProductList: [{ productId, quantity: next.quantity - current }] };
        changed(await call(async () => unwrap(await api().POST('/api/v1/cart/product', { body })).payload.cart, true));
        return { capped: next.capped };
      });
    },

    remove(changes) {
      return once('remove', async () => {
        const body = { cartProductList: changes.map(({ productId, quantity }) => ({ productId, quantity })) };
        changed(await call(async () => unwrap(await api().DELETE('/api/v1/cart/product', { body })).payload.cart, false));
      });
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
