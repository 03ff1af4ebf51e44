import { createCspNonce, CSP_NONCE_PLACEHOLDER } from '@shop/storefront-domain';
import { isSharedRender } from './server-caches.server';

/** The CSP nonce of one page render: fresh for a visitor's own render, the placeholder for the shared cache's render. */
export function renderNonceOf(request: Request): string {
  return isSharedRender(request) ? CSP_NONCE_PLACEHOLDER : createCspNonce();
}
