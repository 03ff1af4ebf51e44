import type { Schema } from '@shop/api-contract';

type Image = Schema<'Image'>;

/** The URL of the smallest webp variant at least `minWidth` wide; the widest variant when none is; the original without variants. */
export function variantAtLeast(image: Image, minWidth: number): string {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= minWidth) ?? sorted.at(-1))?.url ?? image.url;
}

/**
 * A density `srcset` ("a.webp 1x, b.webp 2x") for an image shown `cssWidth` pixels wide: 1x takes the smallest
 * variant covering that width, 2x the one covering twice it. One candidate when both are the same file.
 */
export function densitySrcSet(image: Image, cssWidth: number): string {
  const single = variantAtLeast(image, cssWidth);
  const double = variantAtLeast(image, cssWidth * 2);
  return single === double ? `${single} 1x` : `${single} 1x, ${double} 2x`;
}
