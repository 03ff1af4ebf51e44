import { ru } from '@shop/i18n-ru';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

afterEach(() => {
  cleanup();
  document.cookie = 'color_mode=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-color-mode');
});

function renderHeader(newYear = false) {
  const header = () => (
    <SiteHeader
      branding={{ brand: 'ТахоСнаб', newYear }}
      colorMode="system"
      search={<input aria-label="Поиск по каталогу" />}
      shopper={<a href="/cart">Корзина</a>}
      account={<Link to="/auth/login">Войти</Link>}
    />
  );
  // The header stays mounted across pages, as in the app's layout.
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          {header()}
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => null },
        { path: 'auth/login', Component: () => <h1>Вход</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

/** The phone menu: a native disclosure, its button the summary «Меню». */
function phoneMenu() {
  const details = screen.getByText(ru.storefront.nav.menu).closest('details');
  if (!details) throw new Error('no phone menu');
  return details;
}

describe('SiteHeader', () => {
  it('shows the slots it is given: the search, the shopper links and the account links', () => {
    renderHeader();
    expect(screen.getByRole('textbox', { name: 'Поиск по каталогу' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Корзина' }).getAttribute('href')).toBe('/cart');
    // In the bar for wide screens and in the phone menu (the stylesheet shows one of them).
    const logins = screen.getAllByRole('link', { name: 'Войти' });
    expect(logins.map((link) => link.getAttribute('href'))).toEqual(['/auth/login', '/auth/login']);
    expect(within(phoneMenu()).getByRole('link', { name: 'Войти' })).toBeTruthy();
  });

  it('links the logo home under the shop name, and the main navigation to the catalogue pages, on the bar and in the menu', () => {
    renderHeader();
    expect(
      screen
        .getByRole('link', { name: 'ТахоСнаб Тахографы и мониторинг транспорта (на главную страницу)' })
        .getAttribute('href'),
    ).toBe('/');
    const navs = screen.getAllByRole('navigation', { name: ru.storefront.nav.label });
    expect(navs).toHaveLength(2);
    for (const nav of navs) {
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/category/list', '/all/products', '/delivery', '/contact']);
    }
    expect(within(phoneMenu()).getByRole('navigation', { name: ru.storefront.nav.label })).toBeTruthy();
  });

  it('draws the new-year logo and the seasonal garland when the theme asks for it, and neither otherwise', () => {
    renderHeader(true);
    expect(document.querySelector('.sf-logo--new-year')).not.toBeNull();
    expect(screen.getByRole('banner').classList.contains('sf-header--new-year')).toBe(true);
    cleanup();
    renderHeader(false);
    expect(document.querySelector('.sf-logo--new-year')).toBeNull();
    expect(screen.getByRole('banner').classList.contains('sf-header--new-year')).toBe(false);
  });

  it('remembers a colour-mode choice in the cookie the server reads, applies it at once and shows it in both switches', () => {
    renderHeader();
    fireEvent.click(within(phoneMenu()).getByRole('radio', { name: ru.colorMode.dark }));
    expect(document.cookie).toContain('color_mode=dark');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('dark');
    const dark = screen.getAllByRole('radio', { name: ru.colorMode.dark }) as HTMLInputElement[];
    expect(dark.map((radio) => radio.checked)).toEqual([true, true]);
  });

  it('closes the phone menu on Escape with the focus back on its button, on a press outside and after a link led on', async () => {
    renderHeader();
    const menu = phoneMenu();
    const button = screen.getByText(ru.storefront.nav.menu).closest('summary') as HTMLElement;

    menu.open = true;
    fireEvent.keyDown(within(menu).getByRole('link', { name: 'Каталог' }), { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(button);

    menu.open = true;
    fireEvent.pointerDown(within(menu).getByRole('link', { name: 'Контакты' }));
    expect(menu.open).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(menu.open).toBe(false);

    menu.open = true;
    fireEvent.click(within(menu).getByRole('link', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
    expect(phoneMenu()).toBe(menu);
    expect(menu.open).toBe(false);
  });
});
