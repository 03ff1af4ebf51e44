import { ru } from '@shop/i18n-ru';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

afterEach(() => {
  cleanup();
  document.cookie = 'color_mode=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-color-mode');
});

function renderHeader(newYear = false) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SiteHeader
          branding={{ brand: 'ТахоСнаб', newYear }}
          colorMode="system"
          search={<input aria-label="Поиск по каталогу" />}
          shopper={<a href="/cart">Корзина</a>}
          account={<a href="/auth/login">Войти</a>}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('SiteHeader', () => {
  it('shows the slots it is given: the search, the shopper links and the account links', () => {
    renderHeader();
    expect(screen.getByRole('textbox', { name: 'Поиск по каталогу' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Корзина' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/auth/login');
  });

  it('links the logo home under the shop name, and the main navigation to the catalogue pages', () => {
    renderHeader();
    expect(
      screen
        .getByRole('link', { name: 'ТахоСнаб Тахографы и мониторинг транспорта (на главную страницу)' })
        .getAttribute('href'),
    ).toBe('/');
    const nav = screen.getByRole('navigation', { name: ru.storefront.nav.label });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/category/list', '/all/products', '/delivery', '/contact']);
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

  it('remembers a colour-mode choice in the cookie the server reads, and applies it at once', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('radio', { name: ru.colorMode.dark }));
    expect(document.cookie).toContain('color_mode=dark');
    expect(document.documentElement.getAttribute('data-color-mode')).toBe('dark');
  });
});
