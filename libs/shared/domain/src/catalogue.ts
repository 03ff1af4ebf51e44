/**
 * Catalogue rules that the API and the seed (tools/seed) must apply identically: the seed writes rows
 * in bulk with SQL, the API one at a time, and a product seeded must be found and shown exactly like one
 * created in the admin.
 */

/** Everything an article loses when normalised (kept: Latin and Cyrillic letters, digits). */
const ARTICLE_DROP = /[^0-9A-Za-zА-Яа-яЁё]+/g;

/**
 * An article reduced to lower-case letters and digits: 'DTCO 4.1', 'dtco4.1' and 'DTCO-4.1' all give
 * 'dtco41'. Stored as product.article_normalized (unique) and searched by it.
 */
export function normalizeArticle(article: string): string {
  return article.replace(ARTICLE_DROP, '').toLowerCase();
}

/** {@link normalizeArticle} in SQL over a column or parameter expression, for backfills and bulk inserts. */
export function articleNormalizedSql(expression: string): string {
  return `lower(regexp_replace(${expression}, '[^0-9A-Za-zА-Яа-яЁё]+', '', 'g'))`;
}

/**
 * The full-text vector of a product row over the columns of `product` (unqualified, so it fits
 * `update product set search_vector = …` for one row or all of them): title (weight A, Russian stemming),
 * the article as typed and normalised (A, no stemming), the plain text of the description (C, Russian).
 */
export const SEARCH_VECTOR_SQL = `
  setweight(to_tsvector('russian', coalesce(title, '')), 'A')
  || setweight(to_tsvector('simple', coalesce(article, '') || ' ' || coalesce(article_normalized, '')), 'A')
  || setweight(to_tsvector('russian', regexp_replace(coalesce(description_html, ''), '<[^>]*>', ' ', 'g')), 'C')`;

/** Widths of the webp variants every media image gets (SPEC: 320, 640, 768, 1024, 1280, 1536). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

/** The widest variant; a wider original is scaled down to it. */
export const MAX_IMAGE_VARIANT_WIDTH = 1536;

/**
 * Widths of the variants of an image `originalWidth` pixels wide: the standard widths below it, plus the
 * original width itself capped at {@link MAX_IMAGE_VARIANT_WIDTH} (never upscaled), ascending and distinct.
 */
export function imageVariantWidths(originalWidth: number): number[] {
  if (!Number.isInteger(originalWidth) || originalWidth < 1) return [];
  const capped = Math.min(originalWidth, MAX_IMAGE_VARIANT_WIDTH);
  return [...IMAGE_VARIANT_WIDTHS.filter((w) => w < capped), capped];
}
