/** Kopecks as an exact decimal string: 123450 -> '1234.50' (no float arithmetic on money). */
export function kopecksToDecimal(kopecks: bigint): string {
  const sign = kopecks < 0n ? '-' : '';
  const abs = kopecks < 0n ? -kopecks : kopecks;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A price reduced by a whole percentage, rounded half up to the kopeck. */
export function discounted(kopecks: bigint, percent: number): bigint {
  return (kopecks * BigInt(100 - percent) + 50n) / 100n;
}
