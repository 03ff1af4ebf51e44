import { ru } from '@shop/i18n-ru';
import type { ColorMode } from '@shop/domain';
import type { ReactNode } from 'react';
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

/** What the logo shows: the shop's name and, with the new-year thematic theme, the new-year logo. */
export interface Branding {
  brand: string;
  newYear: boolean;
}

/** The shop's logo as the link home. */
export function SiteLogo({ brand, newYear }: Branding) {
  return (
    <SmartLink to="/" className="sf-header__home">
      <Logo brand={brand} newYear={newYear} /> <span className="ui-visually-hidden">{t.homeHint}</span>
    </SmartLink>
  );
}

/** Header of the default layout: logo, catalogue search, main navigation, shopper shortcuts and the colour-mode switch. */
export function SiteHeader({
  branding,
  colorMode,
  search,
  shopper,
  account,
}: {
  branding: Branding;
  /** The visitor's colour-mode choice (the cookie the server read). */
  colorMode: ColorMode;
  /** The catalogue search, a feature of its own. */
  search: ReactNode;
  /** The links to favorites and the cart with their counts (features of their own). */
  shopper: ReactNode;
  /** Sign-in, or the signed-in user's links. */
  account: ReactNode;
}) {
  return (
    // The new-year theme adds a garland along the header's lower edge (layout.css); nothing else moves.
    <header className={branding.newYear ? 'sf-header sf-header--new-year' : 'sf-header'}>
      <div className="sf-container sf-header__bar">
        <SiteLogo {...branding} />
        {search}
        <div className="sf-header__tools">
          {shopper}
          {account}
          <ColorModeControl chosen={colorMode} />
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
