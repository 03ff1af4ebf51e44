/** Far beyond any real list, but keeps an absurd ?page= from reaching the API as a huge offset (the contract's maximum). */
const MAX_PAGE = 100_000;

/** A positive whole page number from the URL; 1 for anything else. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Pages a list of `total` items has at `limit` a page (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
