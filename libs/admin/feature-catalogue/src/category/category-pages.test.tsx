import { aFile, aFolder } from '@shop/admin-media/testing';
import { ApiError } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCategory, fakeCatalogueApi, renderCataloguePage } from '../testing/fake-catalogue-api';
import { CategoryCreatePage } from './category-create-page';
import { CategoryListPage } from './category-list-page';
import { CategoryProductsPage } from './category-products-page';
import { CategoryUpdatePage } from './category-update-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.cookie = 'safe_page_leave=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const ROOT = aCategory({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Тахографы',
  slug: 'tahografy',
  productCount: 1200,
});
const CHILD = aCategory({
  id: '00000000-0000-4000-8000-000000000002',
  parentId: ROOT.id,
  title: 'Блоки СКЗИ',
  slug: 'bloki-skzi',
});
const tree = (categoryList = [ROOT, CHILD]) =>
  vi.fn(async () => ({ categoryList, pagination: { page: 1, limit: 100, total: categoryList.length } }));

function type(label: RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

/** Waits for a form that first loads the category tree. */
async function typeWhenReady(label: RegExp, value: string) {
  fireEvent.input(await screen.findByLabelText(label), { target: { value } });
}

describe('category list', () => {
  it('shows the tree with children indented under their parent and product counts', async () => {
    renderCataloguePage(CategoryListPage, '/category/list', fakeCatalogueApi({ categories: { list: tree() } }));
    const table = await screen.findByRole('table', { name: 'Дерево категорий' });
    await within(table).findByRole('link', { name: 'Блоки СКЗИ' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    if (!first || !second) throw new Error('expected two category rows');
    expect(within(first).getByRole('link').textContent).toBe('Тахографы');
    expect(first.textContent).toMatch(/1\s200/);
    const indent = (row: HTMLElement) =>
      (row.querySelector('.admin-category-tree__title') as HTMLElement).style.paddingInlineStart;
    expect(indent(first)).toBe('0rem');
    expect(indent(second)).toBe('1.25rem');
  });

  it('asks before deleting, and toasts the API message of a second delete (code 2)', async () => {
    const remove = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(ApiError.fromReply(410, { error: 2, message: 'Категория уже удалена' }));
    const api = fakeCatalogueApi({ categories: { list: tree(), remove } });
    renderCataloguePage(CategoryListPage, '/category/list', api);
    const deleteButton = await screen.findByRole('button', { name: 'Удалить: Блоки СКЗИ' });

    fireEvent.click(deleteButton);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Удалено')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(CHILD.id);

    fireEvent.click(deleteButton);
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Категория уже удалена')).toBeTruthy();
  });

  it('asks the API for deleted categories when "show deleted" is on and offers to restore them', async () => {
    const list = vi.fn(async ({ includeDeleted }: { includeDeleted?: boolean }) => {
      const categoryList = includeDeleted ? [ROOT, { ...CHILD, deletedAt: '2026-03-06T10:00:00.000Z' }] : [ROOT];
      return { categoryList, pagination: { page: 1, limit: 100, total: categoryList.length } };
    });
    const api = fakeCatalogueApi({ categories: { list } });
    const { router } = renderCataloguePage(CategoryListPage, '/category/list', api);
    await screen.findByRole('link', { name: 'Тахографы' });
    expect(screen.queryByRole('link', { name: 'Блоки СКЗИ' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Показывать удалённые'));
    fireEvent.click(await screen.findByRole('button', { name: 'Восстановить: Блоки СКЗИ' }));
    await waitFor(() => expect(api.categories.restore).toHaveBeenCalledWith(CHILD.id));
    expect(router.state.location.search).toBe('?includeDeleted=true');
  });
});

describe('category form', () => {
  it('fills the slug from the Russian title until the admin edits it, then opens the new category without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const api = fakeCatalogueApi({ categories: { list: tree() } });
    const { router } = renderCataloguePage(CategoryCreatePage, '/category/create', api);
    fireEvent.input(await screen.findByLabelText(/^Название/), { target: { value: 'Датчики уровня топлива' } });
    expect(screen.getByLabelText(/^Адрес/)).toHaveProperty('value', 'datchiki-urovnya-topliva');
    type(/^Адрес/, 'dut');
    type(/^Название/, 'Датчики уровня топлива (ДУТ)');
    expect(screen.getByLabelText(/^Адрес/)).toHaveProperty('value', 'dut');
    fireEvent.change(screen.getByLabelText('Родительская категория'), { target: { value: ROOT.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(api.categories.create).toHaveBeenCalledOnce());
    expect(api.categories.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Датчики уровня топлива (ДУТ)', slug: 'dut', parentId: ROOT.id }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/update'), { timeout: 3000 });
    // The form was dirty until saved: the guard must have let go before the navigation.
    expect(confirm).not.toHaveBeenCalled();
  });

  it('takes the image from a folder of the media library, or an image uploaded in the dialog, and saves its file id', async () => {
    const folder = aFolder({ title: 'Категории' });
    const picked = aFile({ id: '00000000-0000-4000-8000-0000000000f1', title: 'tahograf.png' });
    const uploaded = aFile({ id: '00000000-0000-4000-8000-0000000000f2', title: 'skzi.png' });
    const media = {
      listFolders: vi.fn(async (parentId: string | null) =>
        parentId ? { folderList: [], breadcrumbs: [folder] } : { folderList: [folder], breadcrumbs: [] },
      ),
      listFiles: vi.fn(async (filters: { folderId: string | null }) => ({
        fileList: filters.folderId ? [picked] : [],
        pagination: { page: 1, limit: 24, total: 1 },
      })),
      upload: vi.fn(async () => uploaded),
    };
    const api = fakeCatalogueApi({ categories: { list: tree() }, media });
    renderCataloguePage(CategoryCreatePage, '/category/create', api);
    await typeWhenReady(/^Название/, 'Тахографы');
    expect(screen.getByText('Изображение не выбрано')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Выбрать изображение' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть папку «Категории»' }));
    fireEvent.change(await screen.findByLabelText('Поиск по названию'), { target: { value: 'тахо' } });
    await waitFor(() =>
      expect(media.listFiles).toHaveBeenLastCalledWith({
        folderId: folder.id,
        page: 1,
        limit: 24,
        searchQuery: 'тахо',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Выбрать: tahograf.png' }));
    expect(await screen.findByText('tahograf.png')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Заменить' }));
    const input = await screen.findByLabelText('Загрузить изображения');
    expect(input).toHaveProperty('multiple', false);
    fireEvent.change(input, { target: { files: [new File(['png'], 'skzi.png', { type: 'image/png' })] } });
    expect(await screen.findByText('skzi.png')).toBeTruthy();
    expect(media.upload).toHaveBeenCalledWith(expect.any(File), null);

    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(api.categories.create).toHaveBeenCalledWith(expect.objectContaining({ imageFileId: uploaded.id })),
    );
  });

  it('shows "SEO URL exists" (code 8) beside the slug field', async () => {
    const create = vi.fn(async () => {
      throw ApiError.fromReply(409, { error: 8, message: 'Такой SEO-адрес уже существует' });
    });
    renderCataloguePage(
      CategoryCreatePage,
      '/category/create',
      fakeCatalogueApi({ categories: { list: tree(), create } }),
    );
    await typeWhenReady(/^Название/, 'Тахографы');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    const slug = screen.getByLabelText(/^Адрес/);
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    const message = screen.getByText('Такой SEO-адрес уже существует');
    expect(slug.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('does not offer the category or its children as its parent, and shows the API refusal of a cycle beside the parent', async () => {
    const update = vi.fn(async () => {
      throw ApiError.fromReply(400, {
        error: 12,
        message: 'Категория не может быть вложена в саму себя',
        details: [{ field: 'parentId', message: 'Родитель внутри самой категории' }],
      });
    });
    const api = fakeCatalogueApi({ categories: { list: tree(), get: vi.fn(async () => ROOT), update } });
    renderCataloguePage(CategoryUpdatePage, `/category/update?id=${ROOT.id}`, api);
    const parent = await screen.findByLabelText('Родительская категория');
    expect(
      within(parent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Нет (верхний уровень)']);
    type(/^Позиция/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Родитель внутри самой категории')).toBeTruthy();
  });

  it('asks before leaving a form with unsaved changes, and not once it is saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = fakeCatalogueApi({ categories: { list: tree(), get: vi.fn(async () => ROOT) } });
    const { router } = renderCataloguePage(
      CategoryUpdatePage,
      `/category/update?id=${ROOT.id}`,
      api,
      '/category/update',
    );
    await typeWhenReady(/^Описание/, 'Цифровые тахографы для грузовиков');
    fireEvent.click(screen.getByRole('link', { name: 'Товары' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith('На странице есть несохранённые изменения. Уйти без сохранения?'),
    );
    expect(router.state.location.pathname).toBe('/category/update');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Успешно выполнено');
    confirm.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Товары' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/update/product-list'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('does not ask when the admin turned "safe page leave" off', async () => {
    document.cookie = 'safe_page_leave=false; Path=/';
    const confirm = vi.spyOn(window, 'confirm');
    const api = fakeCatalogueApi({ categories: { list: tree(), get: vi.fn(async () => ROOT) } });
    const { router } = renderCataloguePage(
      CategoryUpdatePage,
      `/category/update?id=${ROOT.id}`,
      api,
      '/category/update',
    );
    await typeWhenReady(/^Описание/, 'Черновик');
    fireEvent.click(screen.getByRole('link', { name: 'Товары' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/update/product-list'));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('category product list', () => {
  it('lists the products of the category with links to their editor and pages through them', async () => {
    const product = {
      id: '8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c01',
      slug: 'dtco-4-1',
      article: 'DTCO 4.1',
      title: 'Тахограф Continental DTCO 4.1',
      basePrice: '98500.00',
      personalPrice: '98500.00',
      availability: 'in_stock' as const,
      mainImage: null,
      primaryCategory: null,
      deletedAt: null,
      updatedAt: '2026-03-05T11:03:09.000Z',
    };
    const products = vi.fn(async () => ({ productList: [product], pagination: { page: 1, limit: 20, total: 45 } }));
    const api = fakeCatalogueApi({ categories: { get: vi.fn(async () => ROOT), products } });
    const { router } = renderCataloguePage(CategoryProductsPage, `/category/update/product-list?id=${ROOT.id}`, api);
    const link = await screen.findByRole('link', { name: product.title });
    expect(link.getAttribute('href')).toBe(`/product/update?id=${product.id}`);
    expect(screen.getByText('В наличии')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(products).toHaveBeenLastCalledWith(ROOT.id, { page: 2, limit: 20, searchQuery: '' }));
    expect(router.state.location.search).toBe(`?id=${ROOT.id}&page=2`);
  });

  it('says so when the category does not exist', async () => {
    const get = vi.fn(async () => {
      throw ApiError.fromReply(404, { error: 6, message: 'Категория не найдена' });
    });
    renderCataloguePage(
      CategoryProductsPage,
      `/category/update/product-list?id=${ROOT.id}`,
      fakeCatalogueApi({ categories: { get } }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Запись не найдена.');
  });
});
