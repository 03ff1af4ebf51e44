import type { Schema } from '@shop/api-contract';
import { cartLineSum, cartTotal, exceedsStockWords } from '@shop/domain';

export type Cart = Schema<'Cart'>;
export type CartLine = Schema<'CartLine'>;

const lineOf = (cart: Cart | null, productId: string) =>
  cart?.cartProductList.find((line) => line.product.id === productId);

/** How many of `productId` the cart holds now. */
export function quantityInCart(cart: Cart | null, productId: string): number {
  return lineOf(cart, productId)?.quantity ?? 0;
}

/**
 * What the quantity fields of `productId` warn of: a quantity beyond the free stock (the API's `exceedsStock`), with
 * the free quantity where the shopper is shown it; undefined otherwise.
 */
export function stockWarningInCart(cart: Cart | null, productId: string): string | undefined {
  const line = lineOf(cart, productId);
  return line?.exceedsStock === true ? exceedsStockWords(line.product.stock) : undefined;
}

/**
 * The cart with one product's line set to `quantity` (0 or less takes the line out), its sum, the cart total and the
 * line count worked out as the API does (exact, in kopecks; only purchasable lines count in the total). A product
 * without a line is left as it is: the API's reply brings the new line. For optimistic updates.
 */
export function withLineQuantity(cart: Cart, productId: string, quantity: number): Cart {
  const lines: CartLine[] = [];
  for (const line of cart.cartProductList) {
    if (line.product.id !== productId) lines.push(line);
    else if (quantity > 0) lines.push({ ...line, quantity, sum: cartLineSum(line.product.personalPrice, quantity) });
  }
  return {
    ...cart,
    cartProductList: lines,
    lineCount: lines.length,
    total: cartTotal(lines.filter((line) => line.isPurchasable)),
  };
}

/** The cart with every line gone, as it looks after "clear cart". */
export function emptied(cart: Cart): Cart {
  return { ...cart, cartProductList: [], lineCount: 0, total: '0.00' };
}
