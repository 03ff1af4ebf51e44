import { kopecksToDecimal, toKopecks, type MoneyInput } from '@shop/i18n-ru';

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
