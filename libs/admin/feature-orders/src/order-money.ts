import { kopecksToDecimal, toKopecks } from '@shop/i18n-ru';
import type { Order, OrderSummary } from './orders-api';

/** Why a typed amount was refused. */
export type MoneyProblem = 'invalid' | 'negative' | 'tooLarge';

/** A typed amount: the contract's decimal string (null for an empty field), or why it cannot be one. */
export type ParsedMoney = { ok: true; value: string | null } | { ok: false; problem: MoneyProblem };

// Thousands separators people type or paste: spaces, no-break and narrow no-break spaces.
const GROUPING = /[\s\u00a0\u202f]/g;
const AMOUNT = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/;
/** The contract's MoneyInput and NullableMoneyInput allow up to 10 whole digits. */
const MAX_WHOLE_DIGITS = 10;

/**
 * An amount of roubles as a Russian admin types it ('1 500,5', '1500.50', '0') as the contract's exact decimal
 * string ('1500.50'), checked as text and never through a float: non-negative, at most two decimals after a comma
 * or a dot. An empty field is null; whether that means "not set" or "missing" is the field's to say.
 */
export function parseMoney(text: string): ParsedMoney {
  const compact = text.replace(GROUPING, '');
  if (compact === '') return { ok: true, value: null };
  const match = AMOUNT.exec(compact);
  if (!match) return { ok: false, problem: 'invalid' };
  const [, minus, digits = '', fraction = ''] = match;
  const whole = digits.replace(/^0+(?=\d)/, '');
  if (minus && (whole !== '0' || /[1-9]/.test(fraction))) return { ok: false, problem: 'negative' };
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: `${whole}.${fraction.padEnd(2, '0')}` };
}

/** A Money string of the API ('1500.50') as a money field shows it ('1500,50'); '' for none. */
export function moneyToInput(money: string | null): string {
  return money === null ? '' : money.replace('.', ',');
}

/** The shipping cost of a list row, which carries only the totals: total − items, exact in kopecks; null while unknown. */
export function shippingOfSummary(order: Pick<OrderSummary, 'itemsTotal' | 'total'>): string | null {
  if (order.total === null) return null;
  return kopecksToDecimal(toKopecks(order.total) - toKopecks(order.itemsTotal));
}

/** True for a new order whose shipping cost the manager has yet to set (the shop cannot name its total). */
export function awaitsShipping(order: Pick<Order, 'status' | 'total'>): boolean {
  return order.status === 'created' && order.total === null;
}
