// A separate entry (`@shop/i18n-ru/amount-in-words`): only invoices need it, so no page bundle carries the library.
import numberToWords from 'number-to-words-ru';
import { kopecksToDecimal, toKopecks, type MoneyInput } from './money';

// The package is CommonJS-shaped for Node's ESM loader: `convert` is on its default export.
const { convert } = numberToWords;

/**
 * A sum of money in Russian words, as an invoice writes it («сумма прописью»): the roubles in words and the kopecks
 * in two digits, declined by the number ('Двадцать один рубль 00 копеек', 'Два рубля 05 копеек'). The amount goes
 * to the library as an exact decimal string, never through a float; a negative amount is refused.
 */
export function amountInWords(amount: MoneyInput): string {
  const kopecks = toKopecks(amount);
  if (kopecks < 0n) throw new RangeError(`An amount in words cannot be negative: ${kopecksToDecimal(kopecks)}`);
  return convert(kopecksToDecimal(kopecks), { currency: 'rub' });
}
