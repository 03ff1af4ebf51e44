/** The contract's MoneyInput: up to 10 whole digits and up to 2 decimals, a '.' separator. */
const MONEY_INPUT = /^\d{1,10}(\.\d{1,2})?$/;
// Thousands separators people type or paste: spaces, no-break and narrow no-break spaces, apostrophes.
const GROUPING = /[\s\u00a0\u202f']/g;

/**
 * A price as typed by a Russian admin ('12 500,50', '12500.5', '990 ₽') as the contract's exact decimal
 * string ('12500.50'), or null when it is not a valid non-negative amount. Never goes through a float.
 */
export function parseMoneyInput(text: string): string | null {
  const normalized = text
    .replace(/₽|руб\.?/gi, '')
    .replace(GROUPING, '')
    .replace(',', '.');
  if (!MONEY_INPUT.test(normalized)) return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** A Money string of the API ('1234.50') as the form shows it to a Russian admin ('1234,50'). */
export function moneyToInput(money: string): string {
  return money.replace('.', ',');
}
