import type { Schema } from '@shop/api-contract';
import { MAX_CART_QUANTITY } from '@shop/domain';
import type { ParsedQuickOrder } from './parse-lines';

type ProductCard = Schema<'ProductCard'>;
type ResolvedLine = Schema<'QuickOrderLine'>;

/** The most lines one `addCartProducts` call takes (the contract's `maxItems`). */
export const CART_ADD_MAX_LINES = 200;

/** One line of the quick order's preview, in the order of the pasted text. */
export type QuickOrderPreviewRow =
  | {
      /** `found` goes to the cart; `not_purchasable` is a product that is not sold. */
      kind: 'found' | 'not_purchasable';
      lineNumber: number;
      article: string;
      /** Cut to 100 000; `capped` says it was. */
      quantity: number;
      capped: boolean;
      /** More than the product has free (a counted product not sold on order): the checkout would refuse it. */
      exceedsStock: boolean;
      product: ProductCard;
    }
  | { kind: 'not_found'; lineNumber: number; article: string; quantity: number; capped: boolean }
  | { kind: 'invalid'; lineNumber: number; text: string; message: string };

/** The preview: the resolved lines (the API's reply, in the order they were sent) and the invalid ones, by line number. */
export function previewRows(parsed: ParsedQuickOrder, resolved: readonly ResolvedLine[]): QuickOrderPreviewRow[] {
  const rows: QuickOrderPreviewRow[] = parsed.lines.map((line, index) => {
    const reply = resolved[index];
    const base = { lineNumber: line.lineNumber, article: line.article };
    if (!reply) return { ...base, kind: 'not_found', quantity: line.quantity, capped: false };
    if (reply.status === 'not_found' || !reply.product)
      return { ...base, kind: 'not_found', quantity: reply.quantity, capped: reply.capped };
    const { status: kind, quantity, capped, exceedsStock, product } = reply;
    return { ...base, kind, quantity, capped, exceedsStock, product };
  });
  for (const line of parsed.invalid)
    rows.push({ kind: 'invalid', lineNumber: line.lineNumber, text: line.text, message: line.message });
  return rows.sort((a, b) => a.lineNumber - b.lineNumber);
}

/**
 * What to send to the cart: one entry per product (lines of the same product summed and cut to 100 000, since
 * `addCartProducts` takes each product once), in the order of first appearance, split into calls of 200.
 */
export function cartAdditions(rows: readonly QuickOrderPreviewRow[]): { productId: string; quantity: number }[][] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.kind !== 'found') continue;
    totals.set(row.product.id, Math.min(MAX_CART_QUANTITY, (totals.get(row.product.id) ?? 0) + row.quantity));
  }
  const list = [...totals].map(([productId, quantity]) => ({ productId, quantity }));
  const chunks: { productId: string; quantity: number }[][] = [];
  for (let start = 0; start < list.length; start += CART_ADD_MAX_LINES)
    chunks.push(list.slice(start, start + CART_ADD_MAX_LINES));
  return chunks;
}

/** Counts for the summary line: how many lines were checked, how many found (will be added), how many will not. */
export function previewCounts(rows: readonly QuickOrderPreviewRow[]): {
  total: number;
  found: number;
  problems: number;
  products: number;
} {
  const found = rows.filter((row) => row.kind === 'found').length;
  const products = cartAdditions(rows).reduce((sum, chunk) => sum + chunk.length, 0);
  return { total: rows.length, found, problems: rows.length - found, products };
}
