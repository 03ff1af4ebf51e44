import { unwrap } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { reportLoadFailure, requireUser, shopperApi } from '@shop/storefront-data-access/server';
import type { RouterContextProvider } from 'react-router';

/** What /checkout's loader gives the page. */
export interface CheckoutLoaderData {
  /** The form's starting values; null when they could not be loaded (the form then starts from the profile). */
  prefill: Schema<'CheckoutPrefill'> | null;
}

/**
 * /checkout: the form's starting values (`getCheckoutPrefill`: the last order's payer, requisites, contact and
 * delivery, else the profile's). A failure is logged and never breaks the page. The cart comes from the tab's store.
 */
export async function loadCheckout(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<CheckoutLoaderData> {
  requireUser(request, context);
  try {
    return {
      prefill: unwrap(await shopperApi(request, context).GET('/api/v1/checkout/prefill')).payload.checkoutPrefill,
    };
  } catch (error) {
    reportLoadFailure('checkout-prefill', error);
    return { prefill: null };
  }
}
