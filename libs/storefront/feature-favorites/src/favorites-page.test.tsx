import { createApiClient } from '@shop/api-client';
import { fakeApi, fakeTabs, json } from '@shop/session/testing';
import { testProductCard } from '@shop/storefront-testing';
import { ToastProvider } from '@shop/ui-kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createFavoritesStore } from './favorites-store';
import { FavoritesPage, type FavoritesPageData } from './favorites-page';
import { FavoritesProvider } from './react';

afterEach(cleanup);

const ATOL = testProductCard({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Тахограф Атол Drive 5',
  personalPrice: '45000.00',
});
const CARD = testProductCard({
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Карта водителя',
  personalPrice: '1850.50',
  slug: 'karta',
});

function renderPage(data: FavoritesPageData, ids: string[]) {
  const api = fakeApi({
    [`DELETE /api/v1/favorites/${ATOL.id}`]: json(200, {
      payload: { productIdList: ids.filter((id) => id !== ATOL.id) },
    }),
  });
  const tabs = fakeTabs();
  const store = createFavoritesStore({
    api: createApiClient({ baseUrl: 'http://shop.test', fetch: (input, init) => api.fetch(new Request(input, init)) }),
    initial: ids,
    storage: tabs.storage,
    subscribeStorage: tabs.subscribeStorage,
  });
  const Stub = createRoutesStub([
    {
      path: '/account/favorites',
      loader: () => null,
      Component: () => (
        <FavoritesProvider store={store}>
          <ToastProvider>
            <FavoritesPage {...data} />
          </ToastProvider>
        </FavoritesProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/account/favorites']} />);
  return { api };
}

const listing = (products: ReturnType<typeof testProductCard>[], total = products.length) => ({
  productList: products,
  pagination: { page: 1, limit: 24, total },
});

describe('FavoritesPage', () => {
  it('lists the favorites with their prices, and a removed one leaves at once', async () => {
    const { api } = renderPage({ page: 1, listing: listing([ATOL, CARD]) }, [ATOL.id, CARD.id]);
    const list = await screen.findByRole('list', { name: 'Избранные товары' });
    expect(within(list).getByRole('link', { name: 'Тахограф Атол Drive 5' })).toBeTruthy();
    expect(list.textContent).toContain('1 850,50 ₽');
    await userEvent.click(within(list).getByRole('button', { name: 'Удалить из избранного: Тахограф Атол Drive 5' }));
    expect(within(list).queryByRole('link', { name: 'Тахограф Атол Drive 5' })).toBeNull();
    expect(within(list).getByRole('link', { name: 'Карта водителя' })).toBeTruthy();
    expect(api.calls(`DELETE /api/v1/favorites/${ATOL.id}`)).toHaveLength(1);
  });

  it('pages through ?page= links', async () => {
    renderPage({ page: 1, listing: listing([ATOL], 30) }, [ATOL.id]);
    const pages = await screen.findByRole('navigation', { name: /Страницы/ });
    expect(within(pages).getByRole('link', { name: /2/ }).getAttribute('href')).toBe('/account/favorites?page=2');
  });

  it('has an empty state that points to the catalogue, and says so when the list failed', async () => {
    renderPage({ page: 1, listing: listing([]) }, []);
    expect(await screen.findByRole('heading', { name: 'В избранном пока ничего нет' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/category/list');
    cleanup();
    renderPage({ page: 1, listing: null }, []);
    expect(await screen.findByText('Не удалось загрузить избранное. Обновите страницу чуть позже.')).toBeTruthy();
  });
});
