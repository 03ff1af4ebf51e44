import type { Schema } from '@shop/api-contract';
import { formatMoney, ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { imageFallbackSrc, imageSrcSet } from '@shop/storefront-ui-catalogue';
import { SmartLink } from '@shop/storefront-ui-layout';
import { Button } from '@shop/ui-kit';
import type { ReactNode } from 'react';
import { StockWarning } from './add-to-cart-control';
import { QuantityField } from './quantity-field';

const t = ru.storefrontCart.page;
const tc = ru.storefrontCart.controls;

export interface CartLineViewProps {
  line: Schema<'CartLine'>;
  /** The product page; null when there is none to open (a deleted product). */
  href: string | null;
  onStep: (delta: 1 | -1) => void;
  onSet: (quantity: number, capped: boolean) => void;
  onRemove: () => void;
  /** 'Максимум 100 000' and the like, under the quantity. */
  message?: ReactNode;
  /** A quantity beyond the free stock (issue #28), under the quantity. */
  warning?: string;
  /** A change of this line is on its way. */
  pending?: boolean;
}

/**
 * One line of the cart page (an `<li>`): image, title linking to the product, article, the caller's price, the
 * quantity, the line's sum and "Удалить". A line that can no longer be bought is marked with its reason and keeps
 * only "Удалить" (its sum is left out of the total).
 */
export function CartLineView({
  line,
  href,
  onStep,
  onSet,
  onRemove,
  message,
  warning,
  pending = false,
}: CartLineViewProps) {
  const { product } = line;
  const image = product.mainImage;
  const reason = line.unavailableReason ? t.unavailable[line.unavailableReason] : null;
  return (
    <li className={`sf-cart-line${reason ? ' sf-cart-line--unavailable' : ''}`}>
      <div className="sf-cart-line__media">
        {image ? (
          <img
            className="sf-cart-line__image"
            src={imageFallbackSrc(image, 160)}
            srcSet={imageSrcSet(image)}
            sizes="96px"
            width={image.width}
            height={image.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="sf-cart-line__info">
        <h3 className="sf-cart-line__title">
          {href ? <SmartLink to={href}>{product.title}</SmartLink> : product.title}
        </h3>
        <p className="sf-cart-line__article">
          {fill(ru.storefrontCatalogue.card.article, { article: product.article })}
        </p>
        <p className="sf-cart-line__price">
          <span className="ui-visually-hidden">{t.price}: </span>
          {formatMoney(product.personalPrice)}
        </p>
        {reason ? <p className="sf-cart-line__reason">{reason}</p> : null}
      </div>
      <div className="sf-cart-line__quantity">
        {reason ? (
          <p className="sf-cart-line__fixed-quantity">
            <span className="ui-visually-hidden">{tc.quantity}: </span>
            {fill(tc.pieces, { count: line.quantity })}
          </p>
        ) : (
          <>
            <QuantityField
              quantity={line.quantity}
              title={product.title}
              onStep={onStep}
              onSet={onSet}
              message={message}
              pending={pending}
              size="sm"
            />
            <StockWarning text={warning} />
          </>
        )}
      </div>
      <p className="sf-cart-line__sum">
        <span className="ui-visually-hidden">{t.sum}: </span>
        {formatMoney(line.sum)}
      </p>
      <div className="sf-cart-line__remove">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={fill(t.removeOf, { title: product.title })}
          onClick={onRemove}
        >
          {t.remove}
        </Button>
      </div>
    </li>
  );
}
