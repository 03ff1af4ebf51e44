import { clampCartQuantity, type CartQuantityResult } from '@shop/domain';

/**
 * A quantity as typed into a field, by the rule of SPEC 5: spaces and a decimal comma allowed ('1 500', '2,5'),
 * rounded down to whole pieces, ignored (quantity null) when 0 or less or not a number, and cut to 100 000 with
 * `capped` set when larger.
 */
export function readQuantityInput(text: string): CartQuantityResult {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  return clampCartQuantity(compact === '' ? Number.NaN : Number(compact));
}
