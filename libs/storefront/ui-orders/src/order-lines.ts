import type { Schema } from '@shop/api-contract';
import { productPath } from '@shop/storefront-domain';

/** One row of {@link OrderLinesTable}: an order's line or a cart line about to become one. */
export interface OrderLineRow {
  /** Unique within the table (a product id, or the line's position). */
  key: string;
  article: string;
  title: string;
  /** Unit price (decimal roubles). */
  price: string;
  quantity: number;
  /** price × quantity (decimal roubles). */
  total: string;
  /** The product page; null when the product is gone. */
  href?: string | null;
  /** Why the line cannot be bought, shown beside its title (e.g. «нельзя купить»). */
  problem?: string | null;
}

/** An order's lines as table rows; a line whose product still exists links to it. */
export function orderLineRows(lines: readonly Schema<'OrderLine'>[]): OrderLineRow[] {
  return lines.map((line, index) => ({
    key: `${index}-${line.article}`,
    article: line.article,
    title: line.title,
    price: line.price,
    quantity: line.quantity,
    total: line.total,
    href: line.product ? productPath(line.product) : null,
  }));
}
