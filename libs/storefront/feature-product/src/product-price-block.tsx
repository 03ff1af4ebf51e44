import type { Schema } from '@shop/api-contract';
import { formatMoney, ru } from '@shop/i18n-ru';
import { hasGroupDiscount } from '@shop/storefront-ui-catalogue';

const t = ru.storefrontProduct.price;

/**
 * The price a visitor pays: their personal price. When their customer group pays less than the base price, the base
 * price is struck through beside it and a caption says why.
 */
export function ProductPriceBlock({ product }: { product: Pick<Schema<'Product'>, 'basePrice' | 'personalPrice'> }) {
  const discounted = hasGroupDiscount(product);
  return (
    <div className="sf-product-price">
      <p className="sf-product-price__row">
        <span
          className={`sf-product-price__current${discounted ? ' sf-product-price__current--group' : ''}`}
          data-testid="product-price"
        >
          {formatMoney(product.personalPrice)}
        </span>
        {discounted ? (
          <del className="sf-product-price__base" aria-label={`${t.baseCaption}: ${formatMoney(product.basePrice)}`}>
            {formatMoney(product.basePrice)}
          </del>
        ) : null}
      </p>
      {discounted ? <p className="sf-product-price__caption">{t.groupCaption}</p> : null}
    </div>
  );
}
