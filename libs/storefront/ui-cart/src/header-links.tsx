import { formatMoney, plural, ru } from '@shop/i18n-ru';
import { fill } from '@shop/storefront-domain';
import { SmartNavLink } from '@shop/storefront-ui-layout';
import { CartIcon, HeartIcon } from './icons';

/**
 * The header's link to /cart with the cart's line count and total ('3 · 12 345,00 ₽'; on a phone the count alone on
 * the icon's corner). Its name is its text (so speech input finds it by what it shows) with the count spelled out
 * after it: 'Корзина 3 · 12 345,00 ₽ (3 товара)'.
 */
export function HeaderCartLink({ lineCount, total }: { lineCount: number; total: string }) {
  const t = ru.storefrontCart.header;
  return (
    <SmartNavLink to="/cart" className="sf-header__tool sf-header-link">
      <CartIcon className="sf-header-link__icon" />
      <span className="sf-header-link__word">{ru.storefront.nav.cart}</span>{' '}
      {lineCount > 0 ? (
        <>
          <span className="sf-header-link__badge">
            {lineCount} <span className="sf-header-link__sum">· {formatMoney(total)}</span>
          </span>{' '}
          <span className="ui-visually-hidden">
            {fill(t.count, { count: lineCount, products: plural(lineCount, ru.plurals.product) })}
          </span>
        </>
      ) : (
        <span className="ui-visually-hidden">{t.empty}</span>
      )}
    </SmartNavLink>
  );
}

/** The header's link to /account/favorites with the number of favorite products ('Избранное 2'). */
export function HeaderFavoritesLink({ count }: { count: number }) {
  return (
    <SmartNavLink to="/account/favorites" className="sf-header__tool sf-header-link">
      <HeartIcon className="sf-header-link__icon" />
      <span className="sf-header-link__word">{ru.storefront.nav.favorites}</span>
      {count > 0 ? (
        <>
          {' '}
          <span className="sf-header-link__badge">{count}</span>
        </>
      ) : null}
    </SmartNavLink>
  );
}
