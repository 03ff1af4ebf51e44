import { unwrap, type ApiClient } from '@shop/api-client';
import { CROSS_TAB_EVENTS } from '@shop/domain';
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

/** The kinds of favorites operation; a new call of a kind is ignored while one of that kind is loading (SPEC 4). */
export type FavoritesOperation = 'load' | 'add' | 'remove';

export interface FavoritesState {
  /** Ids of the favorite products, most recently added first (what `GET favorites/ids` answers). */
  ids: readonly string[];
  loading: Readonly<Record<FavoritesOperation, boolean>>;
}

export interface FavoritesStoreOptions {
  api: ApiClient | (() => ApiClient);
  /** The ids the server loaded with the page. */
  initial?: readonly string[];
  /**
   * Called on a 422 (code 25): the anonymous id is unknown, expired or merged into a customer's, so it is forgotten
   * (with the cart id, which belongs to the same visitor) before an add retries once, as the cart does (SPEC 7).
   */
  forgetIds?: () => void;
  storage?: SessionStorageLike | null;
  subscribeStorage?: (listener: StorageListener) => () => void;
}

export interface FavoritesStore {
  getState(): FavoritesState;
  subscribe(listener: () => void): () => void;
  isFavorite(productId: string): boolean;
  /** Loads the ids; forgotten ids (422) leave none, quietly. */
  load(): Promise<readonly string[]>;
  /** Takes up ids the page brought after it hydrated (a price group's page, issue #27), with no call. */
  adopt(ids: readonly string[]): void;
  /** Marks at once (optimistic); the API's answer replaces the ids, a failure restores them and rethrows. A 422 retries once. */
  add(productId: string): Promise<void>;
  remove(productId: string): Promise<void>;
  /** Clears a stale cross-tab event and reloads the ids when another tab changes them; returns the stop function. */
  start(): () => void;
}

const IDLE: Record<FavoritesOperation, boolean> = { load: false, add: false, remove: false };

/** The favorites store of SPEC 4: plain TypeScript with subscribe/getState, one per tab (one per request on a server). */
export function createFavoritesStore(options: FavoritesStoreOptions): FavoritesStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const subscribeStorage = options.subscribeStorage ?? windowStorageEvents;
  const api = (): ApiClient => (typeof options.api === 'function' ? options.api() : options.api);
  const listeners = new Set<() => void>();
  let state: FavoritesState = { ids: options.initial ?? [], loading: IDLE };

  function set(patch: Partial<FavoritesState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }
  const once = singleFlight<FavoritesOperation>((kind, loading) =>
    set({ loading: { ...state.loading, [kind]: loading } }),
  );

  /** Shows `optimistic` at once, then what the API answered; on failure the ids from before, and the error goes on. */
  async function change(optimistic: readonly string[], send: () => Promise<readonly string[]>): Promise<void> {
    const before = state.ids;
    set({ ids: optimistic });
    try {
      set({ ids: await send() });
      broadcastEvent(storage, CROSS_TAB_EVENTS.favoritesUpdated);
    } catch (error) {
      set({ ids: before });
      throw error;
    }
  }

  const params = (productId: string) => ({ params: { path: { productId } } });

  const rethrow = (error: unknown): never => {
    throw error;
  };
  // A 422 (ids the API no longer knows) forgets them; a load then has no favorites and an add retries once.
  const recover = <T>(send: () => Promise<T>, then: (error: unknown) => T | Promise<T>) =>
    recoverUnknownShopperIds(send, options.forgetIds, then);

  const store: FavoritesStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isFavorite: (productId) => state.ids.includes(productId),

    load() {
      return once('load', async () => {
        const ids = await recover(
          async () => unwrap(await api().GET('/api/v1/favorites/ids')).payload.productIdList,
          () => [],
        );
        set({ ids });
        return ids;
      });
    },

    adopt(ids) {
      set({ ids });
    },

    add(productId) {
      return once('add', () =>
        change([productId, ...state.ids.filter((id) => id !== productId)], () => {
          const send = async () =>
            unwrap(await api().POST('/api/v1/favorites/{productId}', params(productId))).payload.productIdList;
          return recover(send, send);
        }),
      );
    },

    remove(productId) {
      return once('remove', () =>
        change(
          state.ids.filter((id) => id !== productId),
          () =>
            recover(
              async () =>
                unwrap(await api().DELETE('/api/v1/favorites/{productId}', params(productId))).payload.productIdList,
              rethrow,
            ),
        ),
      );
    },

    start() {
      clearEvents(storage, [CROSS_TAB_EVENTS.favoritesUpdated]);
      return subscribeStorage((key, newValue) => {
        if (key === CROSS_TAB_EVENTS.favoritesUpdated && newValue !== null) void store.load().catch(() => null);
      });
    },
  };
  return store;
}
