/**
 * Stock (issue #28): a product may have its quantity on hand counted, with the part of it that open orders hold
 * (reserved). Such a product's availability follows from the count; one that is not counted keeps the availability the
 * administrator sets. `not_sold` set by hand wins either way.
 */

/** What the shop shows and sells: the three of the specification, and `out_of_stock` for a counted product with none left. */
export const STOCK_AVAILABILITIES = ['in_stock', 'on_order', 'not_sold', 'out_of_stock'] as const;
export type StockAvailability = (typeof STOCK_AVAILABILITIES)[number];

/** The largest quantity on hand the shop counts (ten million pieces). */
export const MAX_STOCK_ON_HAND = 10_000_000;
/** Up to this many pieces free the storefront says «Мало» instead of «В наличии». */
export const LOW_STOCK_THRESHOLD = 5;
/** Signed-in customers see the free quantity up to this; above it, «> 50». */
export const SHOWN_STOCK_LIMIT = 50;
/** The longest supplier lead time the shop accepts, in days. */
export const MAX_LEAD_TIME_DAYS = 365;

/** A counted product's stock as the shop keeps it. */
export interface StockCount {
  onHand: number;
  reserved: number;
  /** Sold on order when none is free: the order waits for the supplier (lead time) instead of being refused. */
  backorder: boolean;
  /** «Не продаётся» set by hand. */
  saleStopped: boolean;
}

/** True for the availabilities that can be bought: not a stopped sale and not a counted product with none free. */
export function isPurchasableAvailability(availability: StockAvailability): boolean {
  return availability !== 'not_sold' && availability !== 'out_of_stock';
}

/** Pieces free to sell: on hand and not held by an open order (never below zero). */
export function freeStock({ onHand, reserved }: Pick<StockCount, 'onHand' | 'reserved'>): number {
  return Math.max(onHand - reserved, 0);
}

/** The availability a counted product shows. */
export function stockAvailability(stock: StockCount): StockAvailability {
  if (stock.saleStopped) return 'not_sold';
  if (freeStock(stock) > 0) return 'in_stock';
  return stock.backorder ? 'on_order' : 'out_of_stock';
}

/**
 * The settings an availability set by hand gives a counted product: `not_sold` stops the sale, `on_order` sells on
 * order, the others neither, except that sale on order stays while open orders hold more than is on hand (the database
 * refuses a reservation beyond it otherwise).
 */
export function stockSetByHand(
  stock: Pick<StockCount, 'onHand' | 'reserved'>,
  availability: StockAvailability,
): Pick<StockCount, 'backorder' | 'saleStopped'> {
  const saleStopped = availability === 'not_sold';
  return { saleStopped, backorder: availability === 'on_order' || (!saleStopped && stock.reserved > stock.onHand) };
}

/**
 * How many of `quantity` pieces the stock cannot cover (0 when it can): a product sold on order covers any quantity,
 * one whose sale is stopped none.
 */
export function stockShortfall(stock: StockCount, quantity: number): number {
  if (stock.saleStopped) return quantity;
  if (stock.backorder) return 0;
  return Math.max(quantity - freeStock(stock), 0);
}
