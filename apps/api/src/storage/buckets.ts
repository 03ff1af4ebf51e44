/** Buckets of file storage. */
export const Bucket = {
  /** Files anyone may download by URL: product images, the price list. */
  Public: 'public',
  /** Files only the API hands out after a permission check: customers' requisites. */
  Private: 'private',
} as const;

/** Buckets whose files `/storage/<bucket>/<path>` serves without a permission check. */
export const PUBLIC_BUCKETS: ReadonlySet<string> = new Set([Bucket.Public]);
