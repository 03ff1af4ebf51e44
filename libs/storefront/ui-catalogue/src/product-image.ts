import type { Schema } from '@shop/api-contract';

type Image = Schema<'Image'>;

/** `srcset` of an image from its webp variants (width descriptors), or undefined when it has none. */
export function imageSrcSet(image: Image): string | undefined {
  if (image.variants.length === 0) return undefined;
  return [...image.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/**
 * The `src` for browsers without `srcset`: the smallest webp variant at least `minWidth` wide
 * (the largest variant when none is), falling back to the original upload.
 */
export function imageFallbackSrc(image: Image, minWidth: number): string {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= minWidth) ?? sorted.at(-1))?.url ?? image.url;
}
