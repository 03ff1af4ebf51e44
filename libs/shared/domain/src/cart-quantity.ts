import { MAX_CART_QUANTITY } from './constants';

/** Outcome of a quantity rule: the quantity to send (null: send nothing) and whether 'Максимум 100 000' must be shown. */
export interface CartQuantityResult {
  quantity: number | null;
  capped: boolean;
}

/**
 * A quantity typed into a cart line (SPEC 5): rounded down to a whole number, ignored (null) when 0 or less
 * or not a number, reduced to MAX_CART_QUANTITY with `capped` set when larger.
 */
export function clampCartQuantity(input: number): CartQuantityResult {
  if (Number.isNaN(input)) return { quantity: null, capped: false };
  if (input > MAX_CART_QUANTITY) return { quantity: MAX_CART_QUANTITY, capped: true };
  const whole = Math.floor(input);
  return whole <= 0 ? { quantity: null, capped: false } : { quantity: whole, capped: false };
}

/**
 * Adding `added` pieces to a line that holds `current` (SPEC 5): the new line quantity, capped at MAX_CART_QUANTITY.
 * When the line is already at the cap nothing is sent (`quantity: null`) and only the message is shown.
 */
export function addCartQuantity(current: number, added = 1): CartQuantityResult {
  const have = Number.isFinite(current) && current > 0 ? Math.floor(current) : 0;
  if (have >= MAX_CART_QUANTITY) return { quantity: null, capped: true };
  const step = clampCartQuantity(added);
  if (step.quantity === null) return step;
  const total = have + step.quantity;
  return total > MAX_CART_QUANTITY ? { quantity: MAX_CART_QUANTITY, capped: true } : { quantity: total, capped: false };
}
