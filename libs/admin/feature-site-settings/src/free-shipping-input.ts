/** Why a typed free-shipping cost was refused. */
export type FreeShippingProblem = 'required' | 'invalid' | 'negative' | 'tooLarge';

/** A typed free-shipping cost: the contract's decimal string, or why it cannot be one. */
export type ParsedFreeShipping = { ok: true; value: string } | { ok: false; problem: FreeShippingProblem };

// Thousands separators people type or paste: spaces, no-break and narrow no-break spaces.
const GROUPING = /[\s\u00a0\u202f]/g;
const AMOUNT = /^(-)?(\d+)(?:[.,](\d+))?$/;
/** The API keeps up to ten whole digits (numeric(12,2)). */
const MAX_WHOLE_DIGITS = 10;

/**
 * A free-shipping cost as a Russian admin types it ('10 000', '1500,5') as the decimal string the API takes
 * ('10000', '1500.5'), checked as text and never through a float, with the rules of code 21: not negative,
 * at most two decimals, at most ten whole digits. Empty is refused: 0 is how the admin turns the offer off.
 */
export function parseFreeShippingCost(text: string): ParsedFreeShipping {
  const compact = text.replace(GROUPING, '');
  if (compact === '') return { ok: false, problem: 'required' };
  const match = AMOUNT.exec(compact);
  if (!match) return { ok: false, problem: 'invalid' };
  const [, minus, digits = '', fraction] = match;
  const whole = digits.replace(/^0+(?=\d)/, '');
  if (minus && (whole !== '0' || /[1-9]/.test(fraction ?? ''))) return { ok: false, problem: 'negative' };
  if (fraction !== undefined && fraction.length > 2) return { ok: false, problem: 'invalid' };
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: fraction ? `${whole}.${fraction}` : whole };
}

/** The API's decimal string ('1500.5') as the field shows it ('1500,5'). */
export function costToInput(cost: string): string {
  return cost.replace('.', ',');
}
