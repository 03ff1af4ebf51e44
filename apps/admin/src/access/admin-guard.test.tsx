import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { App } from '../app';
import { createAdminRoutes } from '../router';
import { parseRuntimeConfig } from '../runtime-config';
import { createAdminGuardLoader } from './admin-guard';
import type { AdminAccessDeps } from './check-admin-access';

afterEach(cleanup);

const HOME = 'http://shop.test/';

function access(allowed: boolean): AdminAccessDeps {
  return {
    getAccessToken: () => null,
    refreshSession: vi.fn(async () => (allowed ? 'token' : null)),
    checkPermission: vi.fn(async () => allowed),
  };
}

function renderAdmin(path: string, deps: AdminAccessDeps) {
  const queryClient = new QueryClient();
  const router = createMemoryRouter(createAdminRoutes({ queryClient, access: deps, homeUrl: HOME }), {
    basename: '/admin',
    initialEntries: [path],
  });
  render(<App config={parseRuntimeConfig({ storefrontPublicUrl: HOME })} queryClient={queryClient} store={createStore()} router={router} />);
  return router;
}

describe('admin guard loader', () => {
  it('lets the page render when the permission check passes', async () => {
    const loader = createAdminGuardLoader({ queryClient: new QueryClient(), deps: access(true), homeUrl: HOME });
    await expect(loader()).resolves.toBeNull();
  });

  it('sends the browser home with a full page load when there is no session or no permission', async () => {
    const loader = createAdminGuardLoader({ queryClient: new QueryClient(), deps: access(false), homeUrl: HOME });
    const thrown: unknown = await loader().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(HOME);
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('reuses a successful check across navigations instead of asking the API each time', async () => {
    const deps = access(true);
    const loader = createAdminGuardLoader({ queryClient: new QueryClient(), deps, homeUrl: HOME });
    await loader();
    await loader();
    expect(deps.checkPermission).toHaveBeenCalledOnce();
  });

  it('asks again after a denial rather than caching it', async () => {
    const deps = access(false);
    const loader = createAdminGuardLoader({ queryClient: new QueryClient(), deps, homeUrl: HOME });
    await loader().catch(() => undefined);
    await loader().catch(() => undefined);
    expect(deps.refreshSession).toHaveBeenCalledTimes(2);
  });
});

describe('admin routes behind the guard', () => {
  it('shows the loading state while the check runs, then the layout and the page', async () => {
    let allow: (value: boolean) => void = () => undefined;
    const deps: AdminAccessDeps = {
      getAccessToken: () => 'token',
      refreshSession: async () => null,
      checkPermission: () => new Promise<boolean>((resolve) => (allow = resolve)),
    };
    renderAdmin('/admin/product/list', deps);
    expect(screen.getByRole('status').textContent).toContain('Проверяем доступ…');
    expect(screen.queryByRole('navigation')).toBeNull();

    allow(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Товары' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Разделы админки' });
    expect(within(nav).getByRole('link', { name: 'Товары' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Товары - интернет-магазин ТахоСнаб');
  });

  it('never renders an admin page when access is denied', async () => {
    const deps = access(false);
    renderAdmin('/admin/user/list', deps);
    await vi.waitFor(() => expect(deps.refreshSession).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Пользователи' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('renders the admin 404 page for an unknown admin path', async () => {
    renderAdmin('/admin/no/such/page', access(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByText('Page not found')).toBeTruthy();
  });

  it('renders the dashboard at /admin with a link to every section', async () => {
    renderAdmin('/admin', access(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Админка' })).toBeTruthy();
    expect(screen.getByRole('main').querySelectorAll('a')).toHaveLength(9);
  });
});
