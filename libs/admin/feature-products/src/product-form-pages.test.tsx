import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCreatePage, ProductCreateSubPage } from './product-create-page';
import { ProductUpdatePage } from './product-update-page';
import { apiError, aProduct, CATEGORY_ID, fakeFeatureApi, PRODUCT_ID, renderPage } from './testing/fake-products-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.cookie = 'safe_page_leave=; path=/; max-age=0';
});

function type(label: RegExp | string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('create product', () => {
  it('derives the slug from the Russian title until the admin edits it', async () => {
    renderPage(ProductCreatePage, '/product/create', fakeFeatureApi());
    type(/^Название/, 'Датчик уровня топлива Эскорт');
    expect((screen.getByLabelText(/^Адрес/) as HTMLInputElement).value).toBe('datchik-urovnya-topliva-eskort');
    type(/^Адрес/, 'dut-eskort');
    type(/^Название/, 'Датчик уровня топлива Эскорт ТД-150');
    expect((screen.getByLabelText(/^Адрес/) as HTMLInputElement).value).toBe('dut-eskort');
  });

  it('sends the exact price and chosen category, then opens the new product', async () => {
    const api = fakeFeatureApi();
    const { router } = renderPage(ProductCreatePage, '/product/create', api);
    type(/^Название/, 'Тахограф Меркурий ТА-001');
    type(/^Артикул/, 'ТА-001');
    type(/^Базовая цена/, '39 990,5');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Тахографы' }));
    fireEvent.click(screen.getByRole('button', { name: 'Создать товар' }));
    await waitFor(() => expect(api.products.create).toHaveBeenCalledOnce());
    expect(api.products.create).toHaveBeenCalledWith({
      title: 'Тахограф Меркурий ТА-001',
      slug: 'tahograf-merkuriy-ta-001',
      article: 'ТА-001',
      description: null,
      basePrice: '39990.50',
      availability: 'in_stock',
      categoryIdList: [CATEGORY_ID],
      primaryCategoryId: CATEGORY_ID,
      seoTitle: null,
      seoDescription: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/update'));
    expect(router.state.location.search).toBe('?id=9a0e1e64-2b8f-4a53-8d35-7f3f6f0b6c01');
  });

  it('puts "article exists" (27) beside the article and "address exists" (8) beside the slug', async () => {
    const create = vi.fn().mockRejectedValueOnce(apiError(27)).mockRejectedValueOnce(apiError(8));
    renderPage(ProductCreatePage, '/product/create', fakeFeatureApi({ products: { create } }));
    type(/^Название/, 'Кабель питания');
    type(/^Артикул/, 'КП-1');
    type(/^Базовая цена/, '500');
    fireEvent.click(screen.getByRole('button', { name: 'Создать товар' }));
    expect(await screen.findByText('Товар с таким артикулом уже существует')).toBeTruthy();
    expect(screen.getByLabelText(/^Артикул/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Создать товар' }));
    expect(await screen.findByText('Такой SEO-адрес уже существует')).toBeTruthy();
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderPage(ProductCreatePage, '/product/create', fakeFeatureApi());
    type(/^Название/, 'Черновик');
    await router.navigate('/product/list');
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith('На странице есть несохранённые изменения. Уйти без сохранения?'),
    );
    expect(router.state.location.pathname).toBe('/product/create');
  });

  it('explains on a create sub-page that the product must be saved first', async () => {
    renderPage(() => <ProductCreateSubPage sub="group-price" />, '/product/create/group-price', fakeFeatureApi());
    expect(await screen.findByText(/Сначала сохраните основные данные товара/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Цены для групп' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('update product', () => {
  it('loads the product into the form and saves every field', async () => {
    const api = fakeFeatureApi();
    renderPage(ProductUpdatePage, `/product/update?id=${PRODUCT_ID}`, api);
    expect(((await screen.findByLabelText(/^Базовая цена/)) as HTMLInputElement).value).toBe('45900,00');
    type(/^Базовая цена/, '47 000');
    type(/^Название/, 'Тахограф «Штрих-М» (2026)');
    // An existing slug is never rewritten from the title.
    expect((screen.getByLabelText(/^Адрес/) as HTMLInputElement).value).toBe('takhograf-shtrikh-m');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.products.update).toHaveBeenCalledOnce());
    expect(api.products.update).toHaveBeenCalledWith(
      PRODUCT_ID,
      expect.objectContaining({
        basePrice: '47000.00',
        title: 'Тахограф «Штрих-М» (2026)',
        slug: 'takhograf-shtrikh-m',
      }),
    );
    expect(await screen.findByText('Успешно выполнено')).toBeTruthy();
  });

  it('says so when the id is missing or unknown', async () => {
    renderPage(ProductUpdatePage, '/product/update', fakeFeatureApi());
    expect(await screen.findByText('В адресе страницы нет товара (параметр id).')).toBeTruthy();
    cleanup();
    renderPage(
      ProductUpdatePage,
      `/product/update?id=${PRODUCT_ID}`,
      fakeFeatureApi({ products: { get: vi.fn(async () => Promise.reject(apiError(6, 404))) } }),
    );
    expect(await screen.findByText('Товар не найден.')).toBeTruthy();
  });

  it('warns that a deleted product is hidden from buyers', async () => {
    renderPage(
      ProductUpdatePage,
      `/product/update?id=${PRODUCT_ID}`,
      fakeFeatureApi({ products: { get: vi.fn(async () => aProduct({ deletedAt: '2026-03-01T00:00:00.000Z' })) } }),
    );
    expect(await screen.findByText(/Товар удалён и не виден покупателям/)).toBeTruthy();
  });

  it('previews the description without running its scripts', async () => {
    const api = fakeFeatureApi({
      products: {
        get: vi.fn(async () =>
          aProduct({
            description:
              '<p>Надёжный <strong>тахограф</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
          }),
        ),
      },
    });
    renderPage(ProductUpdatePage, `/product/update?id=${PRODUCT_ID}`, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Предпросмотр описания' }));
    const preview = await screen.findByLabelText('Предпросмотр описания', { selector: 'div' });
    expect(preview.querySelector('strong')?.textContent).toBe('тахограф');
    expect(preview.querySelector('img, script, [onerror]')).toBeNull();
  });
});
