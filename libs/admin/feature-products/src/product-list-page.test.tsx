import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductListPage } from './product-list-page';
import { aListItem, apiError, CATEGORY_ID, fakeFeatureApi, PRODUCT_ID, renderPage } from './testing/fake-products-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('product list page', () => {
  it('shows each product with its article, price, availability and category, linked to its update page', async () => {
    const api = fakeFeatureApi();
    renderPage(ProductListPage, '/product/list', api);
    const table = await screen.findByRole('table', { name: 'Список товаров' });
    const link = await within(table).findByRole('link', { name: 'Тахограф «Штрих-М» с блоком СКЗИ' });
    expect(link.getAttribute('href')).toBe(`/product/update?id=${PRODUCT_ID}`);
    expect(within(table).getByText('ШТ-М-001')).toBeTruthy();
    expect(within(table).getByText('45 900,00 ₽')).toBeTruthy();
    expect(within(table).getByText('В наличии')).toBeTruthy();
    expect(within(table).getByText('Тахографы')).toBeTruthy();
    expect(screen.getByText('Всего: 1')).toBeTruthy();
  });

  it('says "10 000+" when the API stopped counting', async () => {
    const api = fakeFeatureApi({
      products: {
        list: vi.fn(async () => ({ productList: [aListItem()], pagination: { page: 1, limit: 20, total: 10_000 } })),
      },
    });
    renderPage(ProductListPage, '/product/list', api);
    expect(await screen.findByText('Всего: 10 000+')).toBeTruthy();
    expect(screen.getByText(/Найдено больше 10 000 товаров/)).toBeTruthy();
  });

  it('keeps the filters in the URL and asks the API with them, back on page 1', async () => {
    const api = fakeFeatureApi();
    const { router } = renderPage(ProductListPage, '/product/list?page=3', api);
    await screen.findByRole('option', { name: 'Тахографы' });
    fireEvent.change(screen.getByLabelText('Категория'), { target: { value: CATEGORY_ID } });
    fireEvent.change(screen.getByLabelText('Наличие'), { target: { value: 'on_order' } });
    fireEvent.click(screen.getByLabelText('Показывать удалённые'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?categoryId=${CATEGORY_ID}&availability=on_order&includeDeleted=true`),
    );
    await waitFor(() =>
      expect(api.products.list).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        searchQuery: '',
        categoryId: CATEGORY_ID,
        availability: 'on_order',
        includeDeleted: true,
      }),
    );
  });

  it('deletes after a confirmation and restores a deleted product', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = fakeFeatureApi({
      products: {
        list: vi.fn(async () => ({
          productList: [
            aListItem(),
            aListItem({
              id: '7e1d2c3b-4a59-4876-9543-210fedcba901',
              title: 'Старый датчик',
              deletedAt: '2026-03-01T00:00:00.000Z',
            }),
          ],
          pagination: { page: 1, limit: 20, total: 2 },
        })),
      },
    });
    renderPage(ProductListPage, '/product/list', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: Тахограф «Штрих-М» с блоком СКЗИ' }));
    await waitFor(() => expect(api.products.remove).toHaveBeenCalledWith(PRODUCT_ID));
    expect(await screen.findByText('Товар удалён')).toBeTruthy();
    expect(screen.getByText('Удалён')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(api.products.restore).toHaveBeenCalledWith('7e1d2c3b-4a59-4876-9543-210fedcba901'));
  });

  it('toasts "Товар уже удален" for code 3', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = fakeFeatureApi({ products: { remove: vi.fn(async () => Promise.reject(apiError(3, 410))) } });
    renderPage(ProductListPage, '/product/list', api);
    fireEvent.click(await screen.findByRole('button', { name: /^Удалить:/ }));
    expect(await screen.findByText('Товар уже удален')).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(apiError(0, 500))
      .mockResolvedValue({ productList: [aListItem()], pagination: { page: 1, limit: 20, total: 1 } });
    renderPage(ProductListPage, '/product/list', fakeFeatureApi({ products: { list } }));
    expect(await screen.findByText('Не удалось загрузить товары.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Тахограф «Штрих-М» с блоком СКЗИ' })).toBeTruthy();
  });
});
