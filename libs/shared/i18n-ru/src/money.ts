/**
 * An amount of money: a decimal string of roubles as the API sends it ('1234.5', '0', '-10.25'),
 * or whole kopecks as a safe integer `number` or a `bigint`.
 */
export type MoneyInput = string | number | bigint;

const DECIMAL = /^([+-])?(\d*)(?:[.,](\d*))?$/;

/**
 * Converts money to whole kopecks without floating-point arithmetic.
 * Strings are roubles and are rounded half away from zero to the kopeck; numbers and bigints are already kopecks.
 * Throws a RangeError for a malformed string or a number that is not a safe integer.
 */
export function toKopecks(value: MoneyInput): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) {
      throw new RangeError(`Money as a number must be whole kopecks, got ${value}`);
    }
    return BigInt(value);
  }
  const match = DECIMAL.exec(value.trim());
  const [, sign, whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a decimal amount of roubles: '${value}'`);
  }
  const kopecks = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  // Half away from zero on the third decimal: the same rule Intl uses by default (halfExpand).
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const magnitude = kopecks + roundUp;
  return sign === '-' ? -magnitude : magnitude;
}

/** Whole kopecks as a decimal string of roubles with two decimals and a '.' separator, e.g. 123450n -> '1234.50'. */
export function kopecksToDecimal(kopecks: bigint): string {
  const negative = kopecks < 0n;
  const abs = negative ? -kopecks : kopecks;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}
