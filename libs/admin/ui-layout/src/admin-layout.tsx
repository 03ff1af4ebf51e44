import { useEffect, useId, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { ru } from '@shop/i18n-ru';
import { ColorModeSwitch } from '@shop/ui-kit';
import { findActiveNavItem, type AdminNavItem } from './active-nav';
import './admin-layout.css';

/** Props the layout passes to the app's link component (an anchor, or a router link adapted to `href`). */
export interface AdminNavLinkProps {
  href: string;
  className?: string;
  'aria-current'?: 'page';
  onClick?: () => void;
  children: ReactNode;
}

type ColorModeSwitchProps = ComponentProps<typeof ColorModeSwitch>;

/** Props of {@link AdminLayout}; routing and state stay with the app. */
export interface AdminLayoutProps {
  /** Shop brand shown in the header (e.g. 'ТахоСнаб'). */
  brand: string;
  /** Where the brand links to (the admin dashboard). */
  homeHref: string;
  navItems: readonly AdminNavItem[];
  /** Current URL path; decides which nav entry is highlighted. */
  activePath: string;
  /** Renders every link, so the app can plug in its router's client-side link. */
  LinkComponent: ComponentType<AdminNavLinkProps>;
  colorMode: ColorModeSwitchProps['value'];
  onColorModeChange: ColorModeSwitchProps['onChange'];
  /** Extra header controls after the colour-mode switch (e.g. the signed-in account and sign-out). */
  headerActions?: ReactNode;
  /**
   * The admin 'safe page leave' setting (SPEC 5): shown as a switch under the navigation (so it is in
   * the phone menu too); the app stores it. Left out, no switch is shown.
   */
  safePageLeave?: { enabled: boolean; onChange: (enabled: boolean) => void };
  children: ReactNode;
}

/** The admin back-office shell: header with brand and colour-mode switch, sidebar navigation (a menu on phones), content. */
export function AdminLayout({
  brand,
  homeHref,
  navItems,
  activePath,
  LinkComponent,
  colorMode,
  onColorModeChange,
  headerActions,
  safePageLeave,
  children,
}: AdminLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const active = findActiveNavItem(navItems, activePath);

  // A navigation made elsewhere (browser back, a link in the content) must not leave the phone menu covering the page.
  useEffect(() => {
    setMenuOpen(false);
  }, [activePath]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className="admin-layout" data-menu-open={menuOpen ? 'true' : 'false'}>
      <header className="admin-layout__header">
        <button
          type="button"
          className="admin-layout__menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label={menuOpen ? ru.admin.menu.close : ru.admin.menu.open}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="admin-layout__menu-icon" aria-hidden="true" />
        </button>
        <LinkComponent href={homeHref} className="admin-layout__brand">
          <span className="admin-layout__brand-name">{brand}</span>
          <span className="admin-layout__brand-badge">{ru.admin.title}</span>
        </LinkComponent>
        <div className="admin-layout__header-tools">
          <ColorModeSwitch value={colorMode} onChange={onColorModeChange} hideLabel />
          {headerActions}
        </div>
      </header>
      <nav id={navId} className="admin-layout__sidebar" aria-label={ru.admin.nav.label}>
        <ul className="admin-layout__nav-list">
          {navItems.map((item) => {
            const isActive = item === active;
            return (
              <li key={item.href}>
                <LinkComponent
                  href={item.href}
                  className={
                    isActive ? 'admin-layout__nav-link admin-layout__nav-link--active' : 'admin-layout__nav-link'
                  }
                  aria-current={isActive ? 'page' : undefined}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </LinkComponent>
              </li>
            );
          })}
        </ul>
        {safePageLeave && (
          <label className="admin-layout__setting">
            <input
              type="checkbox"
              role="switch"
              checked={safePageLeave.enabled}
              onChange={(event) => safePageLeave.onChange(event.target.checked)}
            />
            <span>{ru.adminCatalogue.safePageLeave.label}</span>
          </label>
        )}
      </nav>
      <button
        type="button"
        className="admin-layout__scrim"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => setMenuOpen(false)}
      />
      <main className="admin-layout__content">{children}</main>
    </div>
  );
}
