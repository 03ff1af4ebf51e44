import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { CartState, CartStore } from './cart-store';

const CartContext = createContext<CartStore | null>(null);

/** Makes the tab's cart store available to `useCart` and `useCartStore`. */
export function CartProvider({ store, children }: { store: CartStore; children?: ReactNode }) {
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

/** The cart store, for its operations (`add`, `remove`, `load`). */
export function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCartStore: no <CartProvider> above this component');
  return store;
}

/** A slice of the cart state; re-renders only when the selected value changes. */
export function useCart<T>(selector: (state: CartState) => T): T {
  const store = useCartStore();
  const select = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, select, select);
}
