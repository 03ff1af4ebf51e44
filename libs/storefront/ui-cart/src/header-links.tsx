import { formatMoney, plural, ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { SmartNavLink } from '@shop/storefront-ui-layout';
import { CartIcon, HeartIcon } from './icons';

/** The header's link to /cart with the cart's line count and total ('3 · 12 345,00 ₽'), or the bare word when empty. */
export function HeaderCartLink({ lineCount, total }: { lineCount: number; total: string }) {
  const t = ru.storefrontCart.header;
  const label = lineCount > 0 ? fill(t.label, { count: lineCount, products: plural(lineCount, ru.plurals.product), sum: formatMoney(total) }) : t.emptyLabel;
  return (
    <SmartNavLink to="/cart" className="sf-header__tool sf-header-link" aria-label={label}>
      <CartIcon className="sf-header-link__icon" />
      <span className="sf-header-link__word">{ru.storefront.nav.cart}</span>
      {lineCount > 0 ? (
        <span className="sf-header-link__badge">
          {lineCount} · {formatMoney(total)}
        </span>
      ) : null}
    </SmartNavLink>
  );
}

/** The header's link to /account/favorites with the number of favorite products. */
export function HeaderFavoritesLink({ count }: { count: number }) {
  const t = ru.storefrontFavorites.header;
  return (
    <SmartNavLink
      to="/account/favorites"
      className="sf-header__tool sf-header-link"
      aria-label={count > 0 ? fill(t.label, { count, products: plural(count, ru.plurals.product) }) : ru.storefront.nav.favorites}
    >
      <HeartIcon className="sf-header-link__icon" />
      <span className="sf-header-link__word">{ru.storefront.nav.favorites}</span>
      {count > 0 ? <span className="sf-header-link__badge">{count}</span> : null}
    </SmartNavLink>
  );
}
