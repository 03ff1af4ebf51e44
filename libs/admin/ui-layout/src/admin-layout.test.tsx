import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout, type AdminNavLinkProps } from './admin-layout';
import { findActiveNavItem, type AdminNavItem } from './active-nav';

afterEach(cleanup);

const items: AdminNavItem[] = [
  { href: '/admin/order/list', label: 'Заказы', section: '/admin/order/' },
  { href: '/admin/product/list', label: 'Товары', section: '/admin/product/' },
  { href: '/admin/attribute/list', label: 'Атрибуты', section: '/admin/attribute/' },
  { href: '/admin/attribute-group/list', label: 'Группы атрибутов', section: '/admin/attribute-group/' },
  { href: '/admin/settings/site', label: 'Настройки сайта' },
];

function TestLink({ href, children, onClick, ...rest }: AdminNavLinkProps) {
  return (
    <a
      href={href}
      data-testlink=""
      onClick={(event) => {
        // jsdom cannot load another document; a router link would not either.
        event.preventDefault();
        onClick?.();
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

function renderLayout(activePath: string, onColorModeChange = vi.fn(), headerActions?: ReactNode) {
  return render(
    <AdminLayout
      headerActions={headerActions}
      brand="ТахоСнаб"
      homeHref="/admin"
      navItems={items}
      activePath={activePath}
      LinkComponent={TestLink}
      colorMode="system"
      onColorModeChange={onColorModeChange}
    >
      <h1>Содержимое страницы</h1>
    </AdminLayout>,
  );
}

describe('findActiveNavItem', () => {
  it('keeps a section highlighted on its sub-pages', () => {
    expect(findActiveNavItem(items, '/admin/product/update/group-price')?.label).toBe('Товары');
  });

  it('does not confuse sections that share a name prefix', () => {
    expect(findActiveNavItem(items, '/admin/attribute-group/upsert')?.label).toBe('Группы атрибутов');
    expect(findActiveNavItem(items, '/admin/attribute/upsert')?.label).toBe('Атрибуты');
  });

  it('matches an entry without a section by its href only as a whole segment', () => {
    expect(findActiveNavItem(items, '/admin/settings/site')?.label).toBe('Настройки сайта');
    expect(findActiveNavItem(items, '/admin/settings/site-map')).toBeUndefined();
    expect(findActiveNavItem(items, '/admin')).toBeUndefined();
  });
});

describe('AdminLayout', () => {
  it("puts the app's header actions (sign-out) into the header", () => {
    renderLayout('/admin', vi.fn(), <button type="button">Выйти</button>);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Выйти' })).toBeTruthy();
  });

  it('renders every nav entry through the given link component and the page content', () => {
    renderLayout('/admin/order/list');
    const nav = screen.getByRole('navigation', { name: 'Разделы админки' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(items.map((item) => item.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(items.map((item) => item.href));
    expect(links.every((link) => link.hasAttribute('data-testlink'))).toBe(true);
    expect(screen.getByRole('heading', { name: 'Содержимое страницы' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('marks only the active section with aria-current', () => {
    renderLayout('/admin/product/create/attributes');
    const nav = screen.getByRole('navigation', { name: 'Разделы админки' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Товары']);
  });

  it('shows the brand linking to the dashboard', () => {
    renderLayout('/admin');
    const brand = screen.getByRole('link', { name: /ТахоСнаб/ });
    expect(brand.getAttribute('href')).toBe('/admin');
  });

  it('opens and closes the phone menu with its button, a nav click and Escape', () => {
    renderLayout('/admin');
    const button = screen.getByRole('button', { name: 'Открыть меню' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Закрыть меню');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.tagName).toBe('NAV');

    fireEvent.click(screen.getByRole('link', { name: 'Товары' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone menu when the path changes from outside', () => {
    const view = renderLayout('/admin');
    fireEvent.click(screen.getByRole('button', { name: 'Открыть меню' }));
    view.rerender(
      <AdminLayout
        brand="ТахоСнаб"
        homeHref="/admin"
        navItems={items}
        activePath="/admin/order/list"
        LinkComponent={TestLink}
        colorMode="system"
        onColorModeChange={vi.fn()}
      >
        <h1>Другая страница</h1>
      </AdminLayout>,
    );
    expect(screen.getByRole('button', { name: 'Открыть меню' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('AdminLayout: the "safe page leave" switch', () => {
  it('shows the setting as a switch in the navigation and reports each flip', () => {
    const onChange = vi.fn();
    render(
      <AdminLayout
        brand="ТахоСнаб"
        homeHref="/admin"
        navItems={items}
        activePath="/admin"
        LinkComponent={TestLink}
        colorMode="system"
        onColorModeChange={vi.fn()}
        safePageLeave={{ enabled: true, onChange }}
      >
        <h1>Содержимое страницы</h1>
      </AdminLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Разделы админки' });
    const toggle = within(nav).getByRole('switch', { name: 'Предупреждать о несохранённых изменениях' });
    expect(toggle).toHaveProperty('checked', true);
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('has no switch when the app does not pass the setting', () => {
    renderLayout('/admin');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
