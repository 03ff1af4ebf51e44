import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionState, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The store of this tab (or of this server request: never a module-level singleton on a server). */
  store: SessionStore;
  children?: ReactNode;
}

/** Makes a session store available to `useSession` and `useSessionStore` below it. */
export function SessionProvider({ store, children }: SessionProviderProps) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** The store of the nearest {@link SessionProvider}, for its operations (`login`, `logout`, …). */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore: no <SessionProvider> above this component');
  return store;
}

/** The session state (re-renders on change); pass a selector to re-render only when its result changes. */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  const store = useSessionStore();
  const select = () => (selector ? selector(store.getState()) : store.getState());
  return useSyncExternalStore(store.subscribe, select, select);
}
