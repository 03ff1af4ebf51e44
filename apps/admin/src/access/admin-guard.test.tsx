import { adminNavItems } from '@shop/admin-ui-layout';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityRoutes, json } from '../testing/fake-api';
import { HOME, renderAdmin } from '../testing/render-admin';
import { createAdminGuardLoader, expireAccessWithSession, loginPathFor, redirectTarget } from './admin-guard';
import type { AdminAccessDeps } from './check-admin-access';

afterEach(cleanup);

const request = (path: string) => ({ request: new Request(`http://admin.test${path}`) });

function access(result: 'admin' | 'signed-out' | 'not-admin'): AdminAccessDeps {
  return {
    restoreSession: vi.fn(async () => result !== 'signed-out'),
    checkAdmin: vi.fn(async () => result === 'admin'),
  };
}

async function thrownBy(promise: Promise<unknown>): Promise<Response> {
  const thrown: unknown = await promise.catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe('admin guard loader', () => {
  it('lets the page render when the permission check passes', async () => {
    const loader = createAdminGuardLoader({ queryClient: new QueryClient(), deps: access('admin'), homeUrl: HOME });
    await expect(loader(request('/admin/user/list'))).resolves.toBeNull();
  });

  it('sends a visitor without a session to the sign-in screen, remembering the page', async () => {
    const loader = createAdminGuardLoader({
      queryClient: new QueryClient(),
      deps: access('signed-out'),
      homeUrl: HOME,
    });
    const response = await thrownBy(loader(request('/admin/user/list?page=2')));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/auth/login?redirect=%2Fuser%2Flist%3Fpage%3D2');
    expect(response.headers.get('X-Remix-Reload-Document')).toBeNull();
  });

  it('sends a signed-in non-admin home with a full page load', async () => {
    const loader = createAdminGuardLoader({ queryClient: new QueryClient(), deps: access('not-admin'), homeUrl: HOME });
    const response = await thrownBy(loader(request('/admin')));
    expect(response.headers.get('Location')).toBe(HOME);
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('reuses a successful check across navigations instead of asking the API each time', async () => {
    const deps = access('admin');
    const loader = createAdminGuardLoader({ queryClient: new QueryClient(), deps, homeUrl: HOME });
    await loader(request('/admin'));
    await loader(request('/admin/user/list'));
    expect(deps.checkAdmin).toHaveBeenCalledOnce();
  });

  it('asks again after a denial rather than caching it', async () => {
    const deps = access('signed-out');
    const loader = createAdminGuardLoader({ queryClient: new QueryClient(), deps, homeUrl: HOME });
    await loader(request('/admin')).catch(() => undefined);
    await loader(request('/admin')).catch(() => undefined);
    expect(deps.restoreSession).toHaveBeenCalledTimes(2);
  });
});

describe('sign-in redirects', () => {
  it('builds the sign-in path back to an admin page, and none for the dashboard', () => {
    expect(loginPathFor('http://a.test/admin/user/update?id=1')).toBe('/auth/login?redirect=%2Fuser%2Fupdate%3Fid%3D1');
    expect(loginPathFor('http://a.test/admin')).toBe('/auth/login');
  });

  it('only follows redirects to admin paths', () => {
    expect(redirectTarget(new URLSearchParams({ redirect: '/user/list?page=2' }))).toBe('/user/list?page=2');
    for (const bad of ['//evil.test/x', 'https://evil.test', '/\\evil.test', '/auth/login', '']) {
      expect(redirectTarget(new URLSearchParams({ redirect: bad })), bad).toBe('/');
    }
  });
});

describe('admin routes behind the guard', () => {
  it('shows the loading state while the check runs, then the layout and the page', async () => {
    let allow: ((value: boolean) => void) | undefined;
    const deps: AdminAccessDeps = {
      restoreSession: async () => true,
      checkAdmin: () => new Promise<boolean>((resolve) => (allow = resolve)),
    };
    // A placeholder page: the guard is under test here, not a feature page and the calls it makes.
    renderAdmin('/admin/order/list', {}, { access: deps });
    expect(screen.getByRole('status').textContent).toContain('Проверяем доступ…');
    expect(screen.queryByRole('navigation')).toBeNull();

    await vi.waitFor(() => expect(allow).toBeDefined());
    allow?.(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Разделы админки' });
    expect(within(nav).getByRole('link', { name: 'Заказы' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Заказы - интернет-магазин ТахоСнаб');
  });

  it('restores an admin session from the refresh cookie and shows the page with a sign-out button', async () => {
    const { calls } = renderAdmin('/admin/order/list', identityRoutes('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Выйти' })).toBeTruthy();
    expect(calls).toContain('POST /api/v1/auth/token/refresh');
    expect(calls).toContain('GET /api/v1/auth/permission/can');
  });

  it('shows the sign-in screen, and no admin page, to a visitor without a session', async () => {
    const { router, calls } = renderAdmin('/admin/user/list', identityRoutes('anonymous'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в админку' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Flist');
    expect(screen.queryByRole('navigation')).toBeNull();
    // The API said there is no session to restore, so no refresh is tried (it would only answer 401).
    expect(calls).toEqual(['GET /api/v1/auth/token/need-update']);
  });

  it('never renders an admin page for a signed-in customer', async () => {
    const deps = access('not-admin');
    renderAdmin('/admin/user/list', {}, { access: deps });
    await vi.waitFor(() => expect(deps.checkAdmin).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Пользователи' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('signs out from the header and lands on the sign-in screen', async () => {
    const { router, calls, session } = renderAdmin('/admin', identityRoutes('admin'));
    (await screen.findByRole('button', { name: 'Выйти' })).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/auth/login'));
    expect(calls).toContain('POST /api/v1/auth/logout');
    expect(session.getState().isLoggedIn).toBe(false);
  });

  it('renders the admin 404 page for an unknown admin path', async () => {
    renderAdmin('/admin/no/such/page', {}, { access: access('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByText('Page not found')).toBeTruthy();
  });

  it('renders the dashboard at /admin from the API, the sidebar linking to every section', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: new Date(Date.UTC(2026, 2, i - 24)).toISOString().slice(0, 10),
      orderCount: 0,
      revenue: '0.00',
    }));
    const dashboard = {
      today: { orderCount: 2, revenue: '3000.00' },
      week: { orderCount: 7, revenue: '10500.50' },
      awaitingShippingCost: 1,
      overdueUnpaidOrders: 0,
      unpaidOrderDays: 5,
      awaitingShipment: 0,
      lowStockProducts: 0,
      newCustomers: 0,
      pendingIntegratorRequests: 0,
      latestOrders: [],
      ordersByDay: days,
    };
    const { calls } = renderAdmin(
      '/admin',
      { 'GET /api/v1/admin/dashboard': () => json(200, { payload: { dashboard } }) },
      { access: access('admin') },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Админка' })).toBeTruthy();
    expect(await screen.findByText('2 заказа')).toBeTruthy();
    // The amount is a span of its own (it keeps to one line), so the card's text is compared as a whole.
    expect(screen.getByText('10 500,50 ₽').closest('p')?.textContent).toBe('Выручка: 10 500,50 ₽');
    expect(calls).toContain('GET /api/v1/admin/dashboard');
    const nav = screen
      .getAllByRole('navigation')
      .find((n) => within(n).queryAllByRole('link').length === adminNavItems.length);
    expect(nav).toBeDefined();
  });
});

describe('expireAccessWithSession', () => {
  it('makes the next navigation ask again once the session ends, without cancelling a running check', async () => {
    let state = { isLoggedIn: true };
    const listeners = new Set<() => void>();
    const session = {
      getState: () => state,
      subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    };
    const queryClient = new QueryClient();
    const deps = access('admin');
    const loader = createAdminGuardLoader({ queryClient, deps, homeUrl: HOME });
    expireAccessWithSession(session as never, queryClient);

    await loader(request('/admin'));
    state = { isLoggedIn: false };
    listeners.forEach((l) => l());
    await loader(request('/admin'));
    expect(deps.checkAdmin).toHaveBeenCalledTimes(2);

    // The session ending while a check runs (the guard's own refresh failing) does not cancel that check.
    state = { isLoggedIn: true };
    listeners.forEach((l) => l());
    let finish: ((value: boolean) => void) | undefined;
    const slowDeps: AdminAccessDeps = {
      restoreSession: async () => true,
      checkAdmin: () => new Promise((resolve) => (finish = resolve)),
    };
    const slowClient = new QueryClient();
    expireAccessWithSession(session as never, slowClient);
    const running = createAdminGuardLoader({ queryClient: slowClient, deps: slowDeps, homeUrl: HOME })(
      request('/admin'),
    );
    await vi.waitFor(() => expect(finish).toBeDefined());
    state = { isLoggedIn: false };
    listeners.forEach((l) => l());
    finish?.(true);
    await expect(running).resolves.toBeNull();
  });
});
