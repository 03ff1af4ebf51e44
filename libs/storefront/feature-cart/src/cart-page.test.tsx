import { createApiClient } from '@shop/api-client';
import { ErrorCode } from '@shop/errors';
import { fail, fakeApi, json, type Handler } from '@shop/session/testing';
import { ApiProvider, PersonalPendingProvider, siteSettingsKeys } from '@shop/storefront-data-access';
import { testCart, testCartLine, testProductCard } from '@shop/storefront-testing';
import { OverlayProvider, ToastProvider } from '@shop/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CartPage } from './cart-page';
import { createCartStore, type Cart } from './cart-store';
import { CartProvider } from './react';

afterEach(cleanup);

const ATOL = testProductCard({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Тахограф Атол Drive 5',
  personalPrice: '45000.00',
  slug: 'atol',
});
const CARD = testProductCard({
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Карта водителя',
  personalPrice: '1850.50',
  slug: 'karta',
});
const settings = { priceListFile: null, requisitesFile: null, freeShippingCost: '100000.00', thematicTheme: 'default' };

function renderPage(
  initial: Cart | null,
  routes: Record<string, Handler | Handler[]> = {},
  options: { personalPending?: boolean } = {},
) {
  const api = fakeApi(routes);
  const client = createApiClient({
    baseUrl: 'http://shop.test',
    fetch: (input, init) => api.fetch(new Request(input, init)),
  });
  const cart = createCartStore({ api: client, initial, storage: null, subscribeStorage: () => () => undefined });
  // As the default layout's loader leaves them: the site settings prefetched into the page's query client.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(siteSettingsKeys.all, settings);
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={client}>
          <CartProvider store={cart}>
            <ToastProvider>
              <OverlayProvider>
                <PersonalPendingProvider pending={options.personalPending ?? false}>
                  <CartPage />
                </PersonalPendingProvider>
              </OverlayProvider>
            </ToastProvider>
          </CartProvider>
        </ApiProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { api, cart };
}

const line = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('CartPage', () => {
  it('lists the lines with their sums, the total and the free-shipping progress, and links to checkout', async () => {
    renderPage(testCart([testCartLine({ product: ATOL, quantity: 2 }), testCartLine({ product: CARD, quantity: 3 })]));
    expect(
      within(line('Тахограф Атол Drive 5')).getByRole('link', { name: 'Тахограф Атол Drive 5' }).getAttribute('href'),
    ).toBe('/product/atol');
    expect(line('Карта водителя').textContent).toContain('5 551,50 ₽');
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(summary.textContent).toContain('95 551,50 ₽');
    expect(await screen.findByText('До бесплатной доставки осталось 4 448,50 ₽')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Оформить заказ' }).getAttribute('href')).toBe('/checkout');
  });

  it('puts a quantity back and shows the error toast when the API refuses the change', async () => {
    renderPage(testCart([testCartLine({ product: ATOL, quantity: 2 })]), {
      'POST /api/v1/cart/product': fail(409, ErrorCode.ProductCannotBePurchased),
    });
    const field = within(line('Тахограф Атол Drive 5')).getByRole('textbox', {
      name: 'Количество',
    }) as HTMLInputElement;
    await userEvent.click(within(line('Тахограф Атол Drive 5')).getByRole('button', { name: 'Увеличить количество' }));
    expect(await screen.findByText('Возникла ошибка')).toBeTruthy();
    expect(field.value).toBe('2');
    expect(screen.getByRole('region', { name: 'Ваш заказ' }).textContent).toContain('90 000,00 ₽');
  });

  it('warns beside each line asking more than is free, with the number where the reply shows it (issue #28)', async () => {
    const grouped = testProductCard({
      ...ATOL,
      stock: { level: 'in_stock', leadTimeDays: null, free: { quantity: 12, more: false } },
    });
    const guestView = testProductCard({ ...CARD, stock: { level: 'low', leadTimeDays: null } });
    const lowered = testCart([
      testCartLine({ product: grouped, quantity: 12 }),
      testCartLine({ product: guestView, quantity: 9, exceedsStock: true }),
    ]);
    renderPage(
      testCart([
        testCartLine({ product: grouped, quantity: 13, exceedsStock: true }),
        testCartLine({ product: guestView, quantity: 9, exceedsStock: true }),
      ]),
      { 'DELETE /api/v1/cart/product': json(200, { payload: { cart: lowered } }) },
    );
    expect(line('Тахограф Атол Drive 5').textContent).toContain('Больше, чем есть на складе: свободно 12 шт.');
    expect(line('Карта водителя').textContent).toContain('Больше, чем есть на складе');
    expect(line('Карта водителя').textContent).not.toContain('свободно');

    // Lowered to what is free: the API's reply no longer flags the line, and the warning goes.
    await userEvent.click(within(line('Тахограф Атол Drive 5')).getByRole('button', { name: 'Уменьшить количество' }));
    await screen.findByDisplayValue('12');
    expect(line('Тахограф Атол Drive 5').textContent).not.toContain('на складе');
  });

  it('clears the cart only after the shopper confirms', async () => {
    const { api } = renderPage(testCart([testCartLine({ product: ATOL, quantity: 2 })]), {
      'DELETE /api/v1/cart/product': json(200, { payload: { cart: testCart([]) } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    expect(api.calls('DELETE /api/v1/cart/product')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Очистить' }));
    expect(await screen.findByRole('heading', { name: 'В корзине пока пусто' })).toBeTruthy();
    expect(api.calls('DELETE /api/v1/cart/product')).toHaveLength(1);
  });

  it('points an empty cart to the catalogue', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { name: 'В корзине пока пусто' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/category/list');
  });

  it("shows a price group's page as loading, not empty, until it has taken up the visitor's cart (issue #27)", () => {
    renderPage(null, {}, { personalPending: true });
    expect(screen.queryByRole('heading', { name: 'В корзине пока пусто' })).toBeNull();
    expect(screen.getByText(/Загружаем корзину/)).toBeTruthy();
  });
});
