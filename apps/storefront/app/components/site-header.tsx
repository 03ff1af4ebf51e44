import { ru } from '@shop/i18n-ru';
import { useSession } from '@shop/session';
import { useQuery } from '@tanstack/react-query';
import { SiteSearch } from '../features/catalogue/site-search';
import { displayName } from '../features/identity/display-name';
import { useRootData } from '../lib/root-data';
import { fill } from '../lib/text';
import { siteSettingsQuery } from '../lib/site-settings';
import { ColorModeControl } from './color-mode-control';
import { Logo } from './logo';
import { SmartLink, SmartNavLink } from './smart-link';

const t = ru.storefront.nav;

const NAV = [
  { to: '/category/list', label: t.catalogue },
  { to: '/all/products', label: t.allProducts },
  { to: '/delivery', label: t.delivery },
  { to: '/contact', label: t.contact },
] as const;

/** Logo that follows the thematic theme of the site settings (new-year logo when it is 'new_year'). */
export function SiteLogo() {
  const brand = useRootData()?.brand ?? '';
  const { data } = useQuery(siteSettingsQuery(''));
  return (
    <SmartLink to="/" className="sf-header__home" aria-label={`${brand}: ${t.home}`}>
      <Logo brand={brand} newYear={data?.thematicTheme === 'new_year'} />
    </SmartLink>
  );
}

/** The signed-in user's name (to the account) and 'Выйти', or 'Войти' for a guest. */
function AccountTools() {
  const user = useSession((state) => (state.isLoggedIn ? state.user : null));
  if (!user) {
    return (
      <SmartNavLink to="/auth/login" className="sf-header__tool sf-header__tool--strong">
        {t.login}
      </SmartNavLink>
    );
  }
  const name = displayName(user);
  return (
    <>
      <SmartNavLink
        to="/account"
        end
        className="sf-header__tool sf-header__tool--user"
        aria-label={fill(ru.storefront.session.accountOf, { name })}
        title={name}
      >
        {name}
      </SmartNavLink>
      <SmartNavLink to="/auth/logout" className="sf-header__tool">
        {ru.storefront.session.logout}
      </SmartNavLink>
    </>
  );
}

/** Header of the default layout: logo, catalogue search, main navigation, shopper shortcuts and the colour-mode switch. */
export function SiteHeader() {
  return (
    <header className="sf-header">
      <div className="sf-container sf-header__bar">
        <SiteLogo />
        <SiteSearch />
        <div className="sf-header__tools">
          <SmartNavLink to="/account/favorites" className="sf-header__tool">
            {t.favorites}
          </SmartNavLink>
          <SmartNavLink to="/cart" className="sf-header__tool">
            {t.cart}
          </SmartNavLink>
          <AccountTools />
          <ColorModeControl />
        </div>
      </div>
      <nav className="sf-nav" aria-label={t.label}>
        <ul className="sf-container sf-nav__list">
          {NAV.map((item) => (
            <li key={item.to}>
              <SmartNavLink to={item.to} className="sf-nav__link">
                {item.label}
              </SmartNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
