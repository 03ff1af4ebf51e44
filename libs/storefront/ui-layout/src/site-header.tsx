import { ru } from '@shop/i18n-ru';
import type { ColorMode } from '@shop/domain';
import { ColorModeSwitch } from '@shop/ui-kit';
import type { ReactNode } from 'react';
import { useColorModeChoice } from './color-mode-choice';
import { Logo } from './logo';
import { PhoneMenu } from './phone-menu';
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

/** The main navigation's links, in the header's row under the bar or in the phone menu. */
function MainNav({ className, listClassName }: { className: string; listClassName: string }) {
  return (
    <nav className={className} aria-label={t.label}>
      <ul className={listClassName}>
        {NAV.map((item) => (
          <li key={item.to}>
            <SmartNavLink to={item.to} className="sf-nav__link">
              {item.label}
            </SmartNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Header of the default layout. From 48rem: the logo, the shopper shortcuts, the account links and the colour-mode
 * switch, the catalogue search under them and the main navigation. On a phone, one row of a fixed height: the logo's
 * mark, the search, favorites, the cart and a menu holding the account, the navigation and the colour mode, so the
 * row is the same for a guest and a customer and nothing moves when the session loads. Both are rendered and the
 * stylesheet shows one (the server cannot know the width); the other is out of the page and of the accessibility
 * tree (display: none).
 */
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
  const [mode, changeMode] = useColorModeChoice(colorMode);
  return (
    // The new-year theme adds a garland along the header's lower edge (layout.css); nothing else moves.
    <header className={`sf-header sf-header--site${branding.newYear ? ' sf-header--new-year' : ''}`}>
      <div className="sf-container sf-header__bar">
        <SiteLogo {...branding} />
        {search}
        <div className="sf-header__tools">
          {shopper}
          <div className="sf-header__wide">
            {account}
            <ColorModeSwitch value={mode} onChange={changeMode} hideLabel />
          </div>
          <PhoneMenu>
            <div className="sf-menu__account">{account}</div>
            <MainNav className="sf-menu__nav" listClassName="sf-menu__list" />
            <ColorModeSwitch value={mode} onChange={changeMode} className="sf-menu__color-mode" />
          </PhoneMenu>
        </div>
      </div>
      <MainNav className="sf-nav" listClassName="sf-container sf-nav__list" />
    </header>
  );
}
