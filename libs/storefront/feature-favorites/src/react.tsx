import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { FavoritesStore } from './favorites-store';

const FavoritesContext = createContext<FavoritesStore | null>(null);

/** Makes the tab's favorites store available to `useFavorite` and `useFavoritesStore`. */
export function FavoritesProvider({ store, children }: { store: FavoritesStore; children?: ReactNode }) {
  return <FavoritesContext.Provider value={store}>{children}</FavoritesContext.Provider>;
}

export function useFavoritesStore(): FavoritesStore {
  const store = useContext(FavoritesContext);
  if (!store) throw new Error('useFavoritesStore: no <FavoritesProvider> above this component');
  return store;
}

/**
 * The favorite button's wiring: whether the product is a favorite, and the toggle (which rejects with the API's
 * error after restoring the mark, for the page's toast).
 */
export function useFavorite(productId: string): { isFavorite: boolean; toggle: () => Promise<void> } {
  const store = useFavoritesStore();
  const isFavorite = useSyncExternalStore(
    store.subscribe,
    () => store.isFavorite(productId),
    () => store.isFavorite(productId),
  );
  return { isFavorite, toggle: () => (isFavorite ? store.remove(productId) : store.add(productId)) };
}

/** The favorite ids, most recently added first; re-renders when they change. */
export function useFavoriteIds(): readonly string[] {
  const store = useFavoritesStore();
  const ids = () => store.getState().ids;
  return useSyncExternalStore(store.subscribe, ids, ids);
}

/** How many products are favorites (the header's count). */
export function useFavoritesCount(): number {
  return useFavoriteIds().length;
}
