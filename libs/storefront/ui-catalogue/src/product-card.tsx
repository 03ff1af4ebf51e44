import type { Schema } from '@shop/api-contract';
import { ru } from '@shop/i18n-ru';
import type { ReactNode } from 'react';
import { SmartLink } from '@shop/storefront-ui-layout';
import { fill, productPath } from '@shop/storefront-domain';
import { AvailabilityBadge } from './availability-badge';
import { imageFallbackSrc, imageSrcSet } from './product-image';
import { ProductActions } from './product-actions';
import { ProductPrice } from './product-price';

const t = ru.storefrontCatalogue.card;

/** How a listing shows its products (the grid/list switch). */
export type ListingLayout = 'grid' | 'list';

/**
 * Rendered image widths per layout, for `sizes`: the grid has 2 columns on a phone, 3 on a tablet and at most
 * ~18rem per card on a desktop (see catalogue.css `.sf-products--grid`); the list shows a fixed 7.5rem thumbnail.
 */
export const CARD_IMAGE_SIZES: Record<ListingLayout, string> = {
  grid: '(max-width: 639px) 50vw, (max-width: 1023px) 33vw, 288px',
  list: '120px',
};

export interface ProductCardViewProps {
  product: Schema<'ProductCard'>;
  layout: ListingLayout;
  /** The category the listing shows: the card then links within it (/category/{slug}/product/{slug}). */
  categorySlug?: string | null;
  /** Replaces the plain title, e.g. with search highlights. */
  title?: ReactNode;
  /** Extra lines under the title, e.g. a search snippet. */
  children?: ReactNode;
}

/**
 * One product in a listing: image, title, article, availability and the caller's price, linking to its page, with
 * the buying controls the app provides (see {@link ProductActionsProvider}).
 */
export function ProductCardView({ product, layout, categorySlug, title, children }: ProductCardViewProps) {
  const href = productPath(product, categorySlug);
  const image = product.mainImage;
  return (
    <article className={`sf-card sf-card--${layout}`}>
      <SmartLink to={href} className="sf-card__media" tabIndex={-1} aria-hidden="true">
        {image ? (
          <img
            className="sf-card__image"
            src={imageFallbackSrc(image, layout === 'grid' ? 320 : 240)}
            srcSet={imageSrcSet(image)}
            sizes={CARD_IMAGE_SIZES[layout]}
            width={image.width}
            height={image.height}
            alt={image.alt ?? product.title}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="sf-card__no-image">{t.noImage}</span>
        )}
      </SmartLink>
      <div className="sf-card__body">
        <h3 className="sf-card__title">
          <SmartLink to={href}>{title ?? product.title}</SmartLink>
        </h3>
        <p className="sf-card__article">{fill(t.article, { article: product.article })}</p>
        {children}
        <div className="sf-card__footer">
          <ProductPrice product={product} />
          <AvailabilityBadge availability={product.availability} stock={product.stock} />
        </div>
        <ProductActions product={product} place="card" />
      </div>
    </article>
  );
}
