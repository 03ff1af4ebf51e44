import type { Schema } from '@shop/api-contract';

type Image = Schema<'Image'>;

/**
 * A small preview of an image: the narrowest webp variant that still covers `size` CSS pixels at
 * density 2, with the other variants in `srcset` so the browser may pick better; `alt` as given.
 */
export function ImageThumb({
  image,
  size,
  alt,
  className,
}: {
  image: Image;
  size: number;
  alt: string;
  className?: string;
}) {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  const fitting = variants.find((variant) => variant.width >= size * 2) ?? variants.at(-1);
  const srcSet = variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return (
    <img
      className={className}
      src={fitting?.url ?? image.url}
      srcSet={srcSet || undefined}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/** The smallest webp variant of a file's image (enough for a form's preview), else the file itself. */
export function thumbnailUrl(file: { url: string; image: Image | null }): string {
  const variants = [...(file.image?.variants ?? [])].sort((a, b) => a.width - b.width);
  return variants[0]?.url ?? file.url;
}
