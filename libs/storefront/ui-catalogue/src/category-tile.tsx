import type { Schema } from '@shop/api-contract';
import { formatNumber, plural, ru } from '@shop/i18n-ru';
import type { ReactNode } from 'react';
import { SmartLink } from '@shop/storefront-ui-layout';
import { fill, categoryPath, initialOf } from '@shop/storefront-domain';
import { imageFallbackSrc, imageSrcSet } from './product-image';

export interface CategoryTileData {
  slug: string;
  title: string;
  productCount: number;
  image: Schema<'Image'> | null;
}

/** "60 товаров". */
export function productCountText(count: number): string {
  return fill(ru.storefrontCatalogue.home.productCount, {
    count: formatNumber(count),
    products: plural(count, ru.plurals.product),
  });
}

/**
 * A category as a tile (grid) or a row (list): its image, or its initial when it has none, the title and the
 * product count; `children` go under it (the category list puts the sub-categories there).
 */
export function CategoryTile({
  category,
  layout = 'grid',
  children,
}: {
  category: CategoryTileData;
  layout?: 'grid' | 'list';
  children?: ReactNode;
}) {
  const { image } = category;
  return (
    <article className={`sf-category sf-category--${layout}`}>
      <SmartLink to={categoryPath(category.slug)} className="sf-category__link">
        <span className="sf-category__media" aria-hidden="true">
          {image ? (
            <img
              src={imageFallbackSrc(image, 320)}
              srcSet={imageSrcSet(image)}
              sizes={layout === 'grid' ? '(max-width: 639px) 50vw, 240px' : '64px'}
              width={image.width}
              height={image.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="sf-category__initial">{initialOf(category.title)}</span>
          )}
        </span>
        <span className="sf-category__text">
          <span className="sf-category__title">{category.title}</span>
          <span className="sf-category__count">{productCountText(category.productCount)}</span>
        </span>
      </SmartLink>
      {children}
    </article>
  );
}
