import { fill, plural, ru } from '@shop/i18n-ru';

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

/**
 * What the storefront shows of a counted product's stock: its availability, with `low` for an `in_stock` product with
 * at most {@link LOW_STOCK_THRESHOLD} pieces free («Мало»).
 */
export const STOCK_LEVELS = ['in_stock', 'low', 'on_order', 'out_of_stock', 'not_sold'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

/** A counted product's stock with the supplier's lead time its page names. */
export interface CountedStock extends StockCount {
  /** Days the supplier needs for goods sold on order; null when not known. */
  leadTimeDays: number | null;
}

/** Who looks at a product: anyone (guests, customers without a group), or a customer of a customer group. */
export type StockAudience = 'everyone' | 'group';

/**
 * What a shopper is shown of a counted product's stock (the contract's `ShownStock`). Guests see the level and lead
 * time only; customers of a group also the free quantity, cut at {@link SHOWN_STOCK_LIMIT}, so a change above it shows
 * nowhere and purges nothing.
 */
export interface ShownStock {
  level: StockLevel;
  /** On `on_order` only: the supplier's lead time in days, null when not known. */
  leadTimeDays: number | null;
  /** For customers of a group, on `in_stock` and `low` only: the free pieces, and whether more than those are free. */
  free?: { quantity: number; more: boolean };
}

/** The one rule from a counted product's stock to what `audience` is shown of it. */
export function shownStock(stock: CountedStock, audience: StockAudience): ShownStock {
  const availability = stockAvailability(stock);
  const free = freeStock(stock);
  const level: StockLevel = availability === 'in_stock' && free <= LOW_STOCK_THRESHOLD ? 'low' : availability;
  const shown: ShownStock = { level, leadTimeDays: level === 'on_order' ? stock.leadTimeDays : null };
  if (audience === 'group' && (level === 'in_stock' || level === 'low'))
    shown.free = { quantity: Math.min(free, SHOWN_STOCK_LIMIT), more: free > SHOWN_STOCK_LIMIT };
  return shown;
}

/** Whose pages a change of a counted product's stock changes: nobody's, only customer groups', or everyone's. */
export type ShownStockChange = 'none' | 'group' | 'everyone';

/**
 * Whose pages show a difference between two states of a product's stock (`before` undefined: it was not counted, so
 * its stock showed nowhere yet). Each audience's pages are compared as {@link shownStock} draws them.
 */
export function shownStockChange(before: CountedStock | undefined, after: CountedStock): ShownStockChange {
  if (before === undefined) return 'everyone';
  const differs = (audience: StockAudience) =>
    !sameShownStock(shownStock(before, audience), shownStock(after, audience));
  if (differs('everyone')) return 'everyone';
  return differs('group') ? 'group' : 'none';
}

function sameShownStock(a: ShownStock, b: ShownStock): boolean {
  return (
    a.level === b.level &&
    a.leadTimeDays === b.leadTimeDays &&
    a.free?.quantity === b.free?.quantity &&
    a.free?.more === b.free?.more
  );
}

/**
 * The free quantity as far as any page shows it: the free pieces cut at {@link SHOWN_STOCK_LIMIT} + 1 (every count
 * above the limit shows as «> 50»). Kept beside the count so that a stock write knows whose pages it changed.
 */
export function shownFreeQuantity(stock: Pick<StockCount, 'onHand' | 'reserved'>): number {
  return Math.min(freeStock(stock), SHOWN_STOCK_LIMIT + 1);
}

/**
 * True when a cart or quick-order line asks more of a counted product than is free while the product can be bought
 * but is not sold on order: the checkout would refuse it (14). False for products not counted.
 */
export function exceedsFreeStock(stock: StockCount | null, quantity: number): boolean {
  return stock !== null && stockAvailability(stock) === 'in_stock' && stockShortfall(stock, quantity) > 0;
}

/**
 * The storefront's words for a product's stock: the level («В наличии», «Мало», «Под заказ, 5 дней», «Нет в наличии»,
 * «Не продаётся») and, for customers of a group, the free quantity («12 шт.», «> 50 шт.»; null otherwise). A product
 * that is not counted (`shown` null) says its availability.
 */
export function stockWords(
  availability: StockAvailability,
  shown: ShownStock | null,
): { level: string; free: string | null } {
  const t = ru.storefrontCatalogue.stock;
  if (shown === null) return { level: ru.storefrontCatalogue.availability[availability], free: null };
  const level =
    shown.level === 'low'
      ? t.low
      : shown.level === 'on_order' && shown.leadTimeDays !== null
        ? fill(t.onOrderIn, { days: shown.leadTimeDays, daysWord: plural(shown.leadTimeDays, t.days) })
        : ru.storefrontCatalogue.availability[shown.level];
  return { level, free: shown.free === undefined ? null : freeWords(shown.free) };
}

function freeWords(free: NonNullable<ShownStock['free']>): string {
  return fill(free.more ? ru.storefrontCatalogue.stock.freeMore : ru.storefrontCatalogue.stock.free, {
    count: free.quantity,
  });
}

/**
 * What a quantity field says under a line that asks more than is free ({@link exceedsFreeStock}): with the free
 * quantity where the shopper is shown it (customers of a group), else only that the stock is short.
 */
export function exceedsStockWords(shown: ShownStock | null): string {
  const t = ru.storefrontCatalogue.stock;
  return shown?.free === undefined ? t.exceeds : fill(t.exceedsFree, { free: freeWords(shown.free) });
}
