import { unwrap, type ApiClient } from '@shop/api-client';
import type { Schema } from '@shop/api-contract';
import { MAX_CART_QUANTITY } from '@shop/domain';
import type { RepeatAddedLine, RepeatProblemLine } from '@shop/storefront-ui-orders';

type ResolvedLine = Schema<'QuickOrderLine'>;

/** The contract's `maxItems`: lines one `resolveQuickOrder` call takes, and products one `addCartProducts` call takes. */
const RESOLVE_MAX_LINES = 500;
const CART_ADD_MAX_LINES = 200;

/** What «Повторить заказ» sends to the cart and what it reports. */
export interface RepeatPlan {
  /** One entry per product (lines of one product summed, cut to 100 000), in the order's order. */
  additions: { productId: string; quantity: number }[];
  added: RepeatAddedLine[];
  problems: RepeatProblemLine[];
}

/**
 * Pairs the order's lines with `resolveQuickOrder`'s reply (one result per line, in order): a found line goes to the
 * cart with the resolved quantity, a line not found or not sold goes to the report's problems.
 */
export function repeatPlan(lines: readonly Schema<'OrderLine'>[], resolved: readonly ResolvedLine[]): RepeatPlan {
  const totals = new Map<string, number>();
  const added: RepeatAddedLine[] = [];
  const problems: RepeatProblemLine[] = [];
  lines.forEach((line, index) => {
    const reply = resolved[index];
    if (!reply || reply.status === 'not_found' || !reply.product) {
      problems.push({ article: line.article, title: line.title, reason: 'not_found' });
      return;
    }
    if (reply.status === 'not_purchasable') {
      problems.push({ article: line.article, title: line.title, reason: 'not_sold' });
      return;
    }
    const before = totals.get(reply.product.id) ?? 0;
    totals.set(reply.product.id, Math.min(MAX_CART_QUANTITY, before + reply.quantity));
    added.push({ article: line.article, title: line.title, quantity: reply.quantity, capped: reply.capped });
  });
  return { additions: [...totals].map(([productId, quantity]) => ({ productId, quantity })), added, problems };
}

/** Looks the order's articles up among live products (`resolveQuickOrder`, in calls of 500 lines). */
export async function resolveOrderLines(
  api: ApiClient,
  lines: readonly Schema<'OrderLine'>[],
): Promise<ResolvedLine[]> {
  const resolved: ResolvedLine[] = [];
  for (let start = 0; start < lines.length; start += RESOLVE_MAX_LINES) {
    const lineList = lines
      .slice(start, start + RESOLVE_MAX_LINES)
      .map(({ article, quantity }) => ({ article, quantity }));
    resolved.push(
      ...unwrap(await api.POST('/api/v1/cart/quick-order/resolve', { body: { lineList } })).payload.lineList,
    );
  }
  return resolved;
}

/** `additions` split into the `addCartProducts` calls they take (one, unless the order has over 200 products). */
export function cartAddCalls(additions: RepeatPlan['additions']): RepeatPlan['additions'][] {
  const calls: RepeatPlan['additions'][] = [];
  for (let start = 0; start < additions.length; start += CART_ADD_MAX_LINES)
    calls.push(additions.slice(start, start + CART_ADD_MAX_LINES));
  return calls;
}
