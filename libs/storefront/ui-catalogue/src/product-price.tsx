import type { Schema } from '@shop/api-contract';
import { formatMoney, ru, toKopecks } from '@shop/i18n-ru';

const t = ru.storefrontCatalogue.card;

/** True when the caller's price (their customer group's) is below the base price. */
export function hasGroupDiscount(product: Pick<Schema<'ProductCard'>, 'basePrice' | 'personalPrice'>): boolean {
  return toKopecks(product.personalPrice) < toKopecks(product.basePrice);
}

/** The caller's price; the base price struck through beside it when their group pays less. */
export function ProductPrice({ product }: { product: Pick<Schema<'ProductCard'>, 'basePrice' | 'personalPrice'> }) {
  if (!hasGroupDiscount(product)) {
    return (
      <p className="sf-price">
        <span className="sf-price__current">{formatMoney(product.personalPrice)}</span>
      </p>
    );
  }
  return (
    <p className="sf-price">
      <span
        className="sf-price__current sf-price__current--group"
        aria-label={`${t.groupPrice}: ${formatMoney(product.personalPrice)}`}
      >
        {formatMoney(product.personalPrice)}
      </span>{' '}
      <del className="sf-price__base" aria-label={`${t.basePrice}: ${formatMoney(product.basePrice)}`}>
        {formatMoney(product.basePrice)}
      </del>
    </p>
  );
}
