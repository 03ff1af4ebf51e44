import { kopecksToDecimal, toKopecks, type MoneyInput } from '@shop/i18n-ru';
import { clampPercent } from './guards';

/** A cart line as far as its price matters: the quantity and the product's personal price (decimal roubles; null: no price). */
export interface PricedCartLine {
  quantity: number;
  product: { personalPrice?: MoneyInput | null };
}

/**
 * Total of cart lines as a decimal string of roubles ('1234.50'): quantity x personalPrice, summed exactly
 * in kopecks. A line without a price counts as 0.
 */
export function cartTotal(lines: readonly PricedCartLine[]): string {
  let kopecks = 0n;
  for (const line of lines) {
    const price = line.product.personalPrice;
    if (price === null || price === undefined || !Number.isFinite(line.quantity)) continue;
    kopecks += toKopecks(price) * BigInt(Math.trunc(line.quantity));
  }
  return kopecksToDecimal(kopecks);
}

/** A line's sum, price x quantity, as a decimal string of roubles ('59.97'); exact (kopecks), a fractional quantity cut to whole pieces. */
export function cartLineSum(price: MoneyInput, quantity: number): string {
  return cartTotal([{ quantity, product: { personalPrice: price } }]);
}

/**
 * How much is left to spend for free shipping: freeShippingCost minus the cart total, as a decimal string of
 * roubles with two decimals ('150.00'; '-20.50' once passed). Money is a decimal roubles string or whole kopecks
 * (see `toKopecks`); the arithmetic is exact.
 */
export function freeShippingDifference(freeShippingCost: MoneyInput, cartTotalValue: MoneyInput): string {
  return kopecksToDecimal(toKopecks(freeShippingCost) - toKopecks(cartTotalValue));
}

/** Free shipping is reached when freeShippingCost minus the cart total is 0 or less (so always with the default cost '0'). */
export function isFreeShippingReached(freeShippingCost: MoneyInput, cartTotalValue: MoneyInput): boolean {
  return toKopecks(freeShippingCost) - toKopecks(cartTotalValue) <= 0n;
}

/**
 * How far the cart total has come towards free shipping, as a whole percent clamped to 0-100 (SPEC 9), rounded down
 * so 100 means reached. A cost of 0 or less is always reached (100). Exact: computed in kopecks.
 */
export function freeShippingPercent(freeShippingCost: MoneyInput, cartTotalValue: MoneyInput): number {
  const cost = toKopecks(freeShippingCost);
  if (cost <= 0n) return 100;
  const total = toKopecks(cartTotalValue);
  if (total >= cost) return 100;
  return clampPercent(Number((total * 100n) / cost));
}
