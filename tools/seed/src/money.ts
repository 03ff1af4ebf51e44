/** A price reduced by a whole percentage, rounded half up to the kopeck. */
export function discounted(kopecks: bigint, percent: number): bigint {
  return (kopecks * BigInt(100 - percent) + 50n) / 100n;
}
