import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Hands the page's CSP nonce to the scripts the root renders (set by entry.server.tsx; absent in the browser). */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/**
 * The CSP nonce of the page being rendered on the server; undefined in the browser, where the scripts are already
 * in the page (browsers hide a nonce from the DOM, so it is never rendered again there).
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
