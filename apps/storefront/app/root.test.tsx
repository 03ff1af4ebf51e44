import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { RootData } from '@shop/storefront-data-access';
import { ErrorBoundary } from './root';

afterEach(cleanup);

function renderMissingPage(root: RootData) {
  const loaded = { root: false, missing: false };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => {
        loaded.root = true;
        return root;
      },
      HydrateFallback: () => null,
      ErrorBoundary,
      children: [
        {
          path: 'missing',
          loader: () => {
            loaded.missing = true;
            throw data('Page not found', { status: 404 });
          },
          Component: () => null,
        },
      ],
    },
  ]);
  return { ...render(<Stub initialEntries={['/missing']} />), loaded };
}

const base: RootData = {
  session: { accessToken: null, user: null },
  brand: 'ТахоСнаб',
  colorMode: 'system',
  isProduction: true,
  isBot: false,
};

describe('root error boundary', () => {
  it('in production shows the status, "Страница не найдена", the shrug and a full-page link home', async () => {
    renderMissingPage(base);
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('¯\\_(ツ)_/¯')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'На главную' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.hasAttribute('data-discover')).toBe(false);
  });

  it('in development shows the error message instead', async () => {
    renderMissingPage({ ...base, isProduction: false });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('renders nothing for crawlers', async () => {
    const { container, loaded } = renderMissingPage({ ...base, isBot: true });
    await waitFor(() => expect(loaded).toEqual({ root: true, missing: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
