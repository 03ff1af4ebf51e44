import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { fill } from '@shop/storefront-domain';
import { densitySrcSet, variantAtLeast } from './image-srcset';

type Image = Schema<'Image'>;

/** One picture of the gallery, keyed for the `?image=` parameter. */
export interface GalleryImage {
  id: string;
  image: Image;
}

/**
 * Rendered widths (CSS px) of the gallery images, for the density srcsets: see product.css. The main image fills
 * the phone's width (375 minus the page padding) and half the 72rem container on wider screens.
 */
const MAIN_WIDTH_PHONE = 343;
const MAIN_WIDTH_WIDE = 544;
const THUMBNAIL_WIDTH = 72;

const t = ru.storefrontProduct.gallery;

/** The product's pictures in their order, the main one first; just the main image when it has no multimedia. */
export function galleryImages(product: Pick<Schema<'Product'>, 'mainImage' | 'multimedia'>): GalleryImage[] {
  const items = [...product.multimedia]
    .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.position - b.position)
    .map((item) => ({ id: item.id, image: item.image }));
  if (items.length === 0 && product.mainImage) return [{ id: product.mainImage.fileId, image: product.mainImage }];
  return items;
}

/** Link to the same page showing picture `id` (the gallery's state lives in `?image=`, so it works without JS). */
function imageHref(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set('image', id);
  return `?${params.toString()}`;
}

/**
 * The product's main picture and its thumbnails. Thumbnails are plain links to `?image=<id>`: without JS the server
 * renders the chosen picture; with JS a click swaps it in place and only rewrites the address (no reload, no refetch).
 */
export function ProductGallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const location = useLocation();
  const fromUrl = new URLSearchParams(location.search).get('image');
  const [selectedId, setSelectedId] = useState<string | null>(fromUrl);
  const selected = images.find((item) => item.id === selectedId) ?? images[0];

  if (!selected) {
    return (
      <div className="sf-gallery">
        <div className="sf-gallery__empty">{t.noImage}</div>
      </div>
    );
  }

  const choose = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setSelectedId(id);
    window.history.replaceState(window.history.state, '', imageHref(window.location.search, id));
  };

  const { image } = selected;
  return (
    <section className="sf-gallery" aria-label={t.label}>
      <picture className="sf-gallery__main">
        <source media="(max-width: 639px)" srcSet={densitySrcSet(image, MAIN_WIDTH_PHONE)} />
        <img
          key={selected.id}
          src={variantAtLeast(image, MAIN_WIDTH_WIDE)}
          srcSet={densitySrcSet(image, MAIN_WIDTH_WIDE)}
          width={image.width}
          height={image.height}
          alt={image.alt ?? title}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      {images.length > 1 ? (
        <ul className="sf-gallery__thumbs" aria-label={t.thumbnails}>
          {images.map((item, index) => (
            <li key={item.id}>
              <a
                className="sf-gallery__thumb"
                href={imageHref(location.search, item.id)}
                aria-current={item.id === selected.id ? 'true' : undefined}
                aria-label={fill(t.showImage, { number: index + 1, total: images.length })}
                onClick={(event) => choose(event, item.id)}
              >
                <img
                  src={variantAtLeast(item.image, THUMBNAIL_WIDTH)}
                  srcSet={densitySrcSet(item.image, THUMBNAIL_WIDTH)}
                  width={item.image.width}
                  height={item.image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
