import { unwrap, type ApiClient } from '@shop/api-client';
import { CROSS_TAB_EVENTS } from '@shop/domain';
import { broadcastEvent, browserStorage } from '@shop/session';
import { failureToastText, forgetShopperIds, recoverUnknownShopperIds, useApi } from '@shop/storefront-data-access';
import type { RepeatAddedLine, RepeatProblemLine } from '@shop/storefront-ui-orders';
import { useToast } from '@shop/ui-kit';
import { useState } from 'react';
import type { Order } from './orders-api';
import { cartAddCalls, repeatPlan, resolveOrderLines } from './repeat-order';

/** What «Повторить заказ» reports once done. */
export interface RepeatReport {
  added: RepeatAddedLine[];
  problems: RepeatProblemLine[];
}

/**
 * «Повторить заказ»: looks the order's articles up (`resolveQuickOrder`), adds the found lines to the cart in one
 * `addCartProducts` call (more than 200 products in calls of 200), has the tab's cart reloaded (`onCartChanged`) and
 * the other tabs told, and keeps the report. A failed call is an error toast and no report.
 */
export function useRepeatOrder(order: Order, onCartChanged?: () => unknown) {
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<RepeatReport | null>(null);

  async function repeat(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setReport(null);
    try {
      const plan = repeatPlan(order.lineList, await resolveOrderLines(api, order.lineList));
      let sent = 0;
      try {
        for (const cartProductList of cartAddCalls(plan.additions)) {
          await addToCart(api, cartProductList);
          sent += 1;
        }
      } finally {
        // The header reads the cart store: it shows what the cart holds now, also after a failed call.
        if (sent > 0) {
          await Promise.resolve(onCartChanged?.()).catch(() => null);
          broadcastEvent(browserStorage(), CROSS_TAB_EVENTS.cartUpdated);
        }
      }
      setReport({ added: plan.added, problems: plan.problems });
    } catch (error) {
      toast.error(failureToastText('order-repeat', error));
    } finally {
      setBusy(false);
    }
  }

  return { repeat, busy, report };
}

/** One `addCartProducts` call; unknown shopper ids (422) are forgotten and the call sent once more without them (SPEC 7). */
async function addToCart(api: ApiClient, cartProductList: { productId: string; quantity: number }[]): Promise<void> {
  const send = async () => void unwrap(await api.POST('/api/v1/cart/product', { body: { cartProductList } }));
  await recoverUnknownShopperIds(send, forgetShopperIds, send);
}
