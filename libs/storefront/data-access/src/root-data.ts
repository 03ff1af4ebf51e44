import { useRouteLoaderData } from 'react-router';
import type { Schema } from '@shop/api-contract';
import type { User, ColorMode } from '@shop/domain';

/**
 * The shopper's cart and favorite ids as the server loaded them with the page (SPEC 4, server start-up), to seed the
 * browser's stores. A field left out could not be loaded (the browser then loads it); a null cart is no cart.
 */
export interface ShopperState {
  cart?: Schema<'Cart'> | null;
  favoriteIds?: string[];
}

/** What the root loader gives every page. */
export interface RootData {
  /** The session the server restored for this request (access token for the browser's Bearer calls, the user). */
  session: { accessToken: string | null; user: User | null };
  /** Loaded with a document request only; client navigations leave it out (the browser's stores keep themselves current). */
  shopper?: ShopperState;
  /**
   * A price group's page from the render cache (issue #27): `session` is empty, and the visitor's own session, cart
   * and favorites are in the page's personal data (see personal-data.ts), taken up once the page has hydrated.
   */
  personal?: true;
  /** Public origin of the storefront for absolute URLs (canonical, Open Graph), without a trailing slash. */
  publicOrigin?: string;
  /** Shop name (BRAND_NAME or the default). */
  brand: string;
  /** The visitor's colour-mode choice from the color_mode cookie. */
  colorMode: ColorMode;
  /** NODE_ENV=production on the server: the error page hides details. */
  isProduction: boolean;
  /** The request came from a crawler: error pages render nothing. */
  isBot: boolean;
}

/** Root loader data, or undefined when the root itself failed (then callers use safe defaults). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
