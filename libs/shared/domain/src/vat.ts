import { kopecksToDecimal, toKopecks, type MoneyInput } from '@shop/i18n-ru';

/**
 * НДС rates a seller can choose for new orders: the standard 22 % (Federal Law 425-ФЗ, since 1 January 2026), 10 %
 * for socially important goods, the reduced 7 % and 5 % of the simplified system, 0 % (export), and 'none' (Без НДС:
 * the simplified system without НДС, or an exemption). 20 % is gone from the choice: see {@link ORDER_VAT_RATES}.
 */
export const VAT_RATES = ['22', '10', '7', '5', '0', 'none'] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** Every rate an order can carry: the choices of {@link VAT_RATES} and 20 %, the standard rate before 2026. */
export const ORDER_VAT_RATES = ['22', '20', '10', '7', '5', '0', 'none'] as const;
export type OrderVatRate = (typeof ORDER_VAT_RATES)[number];

/** The rate of a new shop: the standard one in force. */
export const DEFAULT_VAT_RATE: VatRate = '22';

/** The first moment of the 22 % standard rate: 1 January 2026, 00:00 Moscow time (UTC+3). */
export const VAT_22_SINCE = new Date('2025-12-31T21:00:00Z');

/** The standard rate of a document dated `moment`: 20 % before 2026 (Moscow time), 22 % from then on. */
export function standardVatRateOn(moment: Date): '20' | '22' {
  return moment < VAT_22_SINCE ? '20' : '22';
}

/**
 * НДС contained in a total whose price already includes it: total × rate / (100 + rate), rounded half up to a
 * kopeck once, on the total (never line by line). An exact decimal string of roubles ("183.61"); null for 'none',
 * where a document prints no amount.
 */
export function vatIncluded(total: MoneyInput, rate: OrderVatRate): string | null {
  if (rate === 'none') return null;
  const kopecks = toKopecks(total);
  const percent = BigInt(rate);
  const divisor = 100n + percent;
  const magnitude = kopecks < 0n ? -kopecks : kopecks;
  // Integer half-up: add half the divisor before the truncating division.
  const rounded = (magnitude * percent * 2n + divisor) / (divisor * 2n);
  return kopecksToDecimal(kopecks < 0n ? -rounded : rounded);
}
