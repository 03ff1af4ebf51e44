import { aFile } from '@shop/admin-media/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductAttributesPage } from './attributes-page';
import { ProductGroupPricePage } from './group-price-page';
import type { Attribute } from './lookups-api';
import { ProductMultimediaPage } from './multimedia-page';
import type { ProductMultimedia } from './products-api';
import { ProductRelationsPage } from './relations-page';
import {
  aGroup,
  aListItem,
  apiError,
  fakeFeatureApi,
  GROUP_ID,
  PRODUCT_ID,
  renderPage,
} from './testing/fake-products-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const OTHER_GROUP = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c01';

describe('group-price page', () => {
  it('shows saved prices with a comma and replaces them, leaving emptied groups out', async () => {
    const api = fakeFeatureApi({
      lookups: {
        listCustomerGroups: vi.fn(async () => [
          aGroup(),
          aGroup({ id: OTHER_GROUP, title: 'Оптовики', discountPercent: '5' }),
        ]),
      },
      products: {
        getGroupPrices: vi.fn(async () => [
          { customerGroup: { id: OTHER_GROUP, title: 'Оптовики' }, price: '41000.00' },
        ]),
      },
    });
    renderPage(ProductGroupPricePage, `/product/update/group-price?id=${PRODUCT_ID}`, api);
    const wholesale = (await screen.findByLabelText('Оптовики')) as HTMLInputElement;
    expect(wholesale.value).toBe('41000,00');
    fireEvent.input(screen.getByLabelText('Дилеры'), { target: { value: '39 500,5' } });
    fireEvent.input(wholesale, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить цены' }));
    await waitFor(() =>
      expect(api.products.replaceGroupPrices).toHaveBeenCalledWith(PRODUCT_ID, [
        { customerGroupId: GROUP_ID, price: '39500.50' },
      ]),
    );
  });

  it('retries only the list that failed, then shows the form; with no groups it says where to create them', async () => {
    const getGroupPrices = vi.fn().mockRejectedValueOnce(apiError(0, 500)).mockResolvedValue([]);
    const api = fakeFeatureApi({ products: { getGroupPrices } });
    renderPage(ProductGroupPricePage, `/product/update/group-price?id=${PRODUCT_ID}`, api);
    expect(await screen.findByText('Не удалось загрузить цены для групп.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByLabelText('Дилеры')).toBeTruthy();
    expect(getGroupPrices).toHaveBeenCalledTimes(2);
    expect(api.lookups.listCustomerGroups).toHaveBeenCalledOnce();
    cleanup();

    renderPage(
      ProductGroupPricePage,
      `/product/update/group-price?id=${PRODUCT_ID}`,
      fakeFeatureApi({ lookups: { listCustomerGroups: vi.fn(async () => []) } }),
    );
    expect(
      await screen.findByText('Групп покупателей пока нет. Создайте их в разделе «Группы покупателей».'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить цены' })).toBeNull();
  });

  it('marks a price that is not money and sends nothing', async () => {
    const api = fakeFeatureApi();
    renderPage(ProductGroupPricePage, `/product/update/group-price?id=${PRODUCT_ID}`, api);
    fireEvent.input(await screen.findByLabelText('Дилеры'), { target: { value: 'дёшево' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить цены' }));
    expect(await screen.findByText(/Цена — число до 10 цифр/)).toBeTruthy();
    expect(api.products.replaceGroupPrices).not.toHaveBeenCalled();
  });
});

describe('multimedia page', () => {
  const image = (id: string, isMain: boolean, position: number): ProductMultimedia => {
    const file = aFile({ id: `${id}0000-0000-4000-8000-000000000000`.slice(0, 36) });
    if (!file.image) throw new Error('aFile() is an image');
    return { id, isMain, position, image: file.image };
  };

  it('reorders, sets the main image and removes through the multimedia calls', async () => {
    const list = async () => [image('m1', true, 0), image('m2', false, 1)];
    const api = fakeFeatureApi({
      products: {
        listMultimedia: vi.fn(list),
        reorderMultimedia: vi.fn(list),
        updateMultimedia: vi.fn(list),
        removeMultimedia: vi.fn(list),
      },
    });
    renderPage(ProductMultimediaPage, `/product/update/multimedia?id=${PRODUCT_ID}`, api);
    expect(((await screen.findByRole('button', { name: 'Выше: Изображение 1' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Выше: Изображение 2' }));
    await waitFor(() => expect(api.products.reorderMultimedia).toHaveBeenCalledWith(PRODUCT_ID, ['m2', 'm1']));
    expect(screen.queryByRole('button', { name: 'Сделать основным: Изображение 1' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Сделать основным: Изображение 2' }));
    await waitFor(() => expect(api.products.updateMultimedia).toHaveBeenCalledWith(PRODUCT_ID, 'm2', { isMain: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Убрать: Изображение 1' }));
    await waitFor(() => expect(api.products.removeMultimedia).toHaveBeenCalledWith(PRODUCT_ID, 'm1'));
  });

  it('uploads a new image and attaches it; a non-image gets the code-10 toast', async () => {
    const upload = vi
      .fn()
      .mockResolvedValueOnce(aFile({ id: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d01' }))
      .mockRejectedValueOnce(apiError(10, 415));
    const api = fakeFeatureApi({ media: { upload } });
    renderPage(ProductMultimediaPage, `/product/update/multimedia?id=${PRODUCT_ID}`, api);
    const input = (await screen.findByLabelText('Загрузить новое')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'front.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(api.products.addMultimedia).toHaveBeenCalledWith(PRODUCT_ID, {
        fileId: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d01',
        alt: null,
      }),
    );
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'price.pdf', { type: 'image/png' })] } });
    expect(await screen.findByText('price.pdf: Файл не является изображением')).toBeTruthy();
  });

  it('attaches an image picked from the media library', async () => {
    const api = fakeFeatureApi({
      media: {
        listFiles: vi.fn(async () => ({
          fileList: [aFile({ title: 'dut-front.jpg' })],
          pagination: { page: 1, limit: 24, total: 1 },
        })),
      },
    });
    renderPage(ProductMultimediaPage, `/product/update/multimedia?id=${PRODUCT_ID}`, api);
    fireEvent.click(await screen.findByRole('button', { name: 'Выбрать из медиатеки' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Выбрать: dut-front.jpg' }));
    await waitFor(() =>
      expect(api.products.addMultimedia).toHaveBeenCalledWith(PRODUCT_ID, { fileId: aFile().id, alt: null }),
    );
  });
});

describe('attributes page', () => {
  const attribute = (overrides: Partial<Attribute>): Attribute => ({
    id: 'a1',
    title: 'Напряжение',
    type: 'number',
    unit: 'В',
    isFilterable: true,
    position: 0,
    attributeGroup: { id: 'g1', title: 'Питание', position: 0 },
    optionList: [],
    productCount: 0,
    createdAt: '2026-03-05T11:03:09.000Z',
    updatedAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  });

  it('groups inputs by attribute group and sends values typed by attribute type', async () => {
    const api = fakeFeatureApi({
      lookups: {
        listAttributes: vi.fn(async () => [
          attribute({}),
          attribute({ id: 'a2', title: 'Bluetooth', type: 'boolean', unit: null }),
          attribute({
            id: 'a3',
            title: 'Интерфейс',
            type: 'enum',
            unit: null,
            attributeGroup: null,
            optionList: [{ id: 'o1', value: 'RS-485', position: 0 }],
          }),
        ]),
      },
    });
    renderPage(ProductAttributesPage, `/product/update/attributes?id=${PRODUCT_ID}`, api);
    expect(await screen.findByRole('group', { name: 'Питание' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Без группы' })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Напряжение, В'), { target: { value: '12,5' } });
    fireEvent.change(screen.getByLabelText('Bluetooth'), { target: { value: 'false' } });
    fireEvent.change(screen.getByLabelText('Интерфейс'), { target: { value: 'RS-485' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить атрибуты' }));
    await waitFor(() =>
      expect(api.products.replaceAttributes).toHaveBeenCalledWith(PRODUCT_ID, [
        { attributeId: 'a1', value: 12.5 },
        { attributeId: 'a2', value: false },
        { attributeId: 'a3', value: 'RS-485' },
      ]),
    );
  });

  it('says when there are no attributes yet, and retries a failed attribute list', async () => {
    const listAttributes = vi.fn().mockRejectedValueOnce(apiError(0, 500)).mockResolvedValue([]);
    const api = fakeFeatureApi({ lookups: { listAttributes } });
    renderPage(ProductAttributesPage, `/product/update/attributes?id=${PRODUCT_ID}`, api);
    expect(await screen.findByText('Не удалось загрузить атрибуты.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Атрибутов пока нет. Создайте их в разделе «Атрибуты».')).toBeTruthy();
    expect(api.products.getAttributes).toHaveBeenCalledOnce();
  });
});

describe('relations page', () => {
  it('finds products by search, never offers the product itself, and saves ids in order', async () => {
    const other = aListItem({ id: '8c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e01', title: 'Карта водителя', article: 'КВ-1' });
    const api = fakeFeatureApi({
      products: {
        list: vi.fn(async () => ({ productList: [aListItem(), other], pagination: { page: 1, limit: 10, total: 2 } })),
      },
    });
    renderPage(ProductRelationsPage, `/product/update/relations?id=${PRODUCT_ID}`, api);
    fireEvent.change(await screen.findByLabelText('Найти товар (аксессуары)'), { target: { value: 'карта' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить: Карта водителя' }));
    expect(screen.queryByRole('button', { name: 'Добавить: Тахограф «Штрих-М» с блоком СКЗИ' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить связи' }));
    await waitFor(() =>
      expect(api.products.replaceRelations).toHaveBeenCalledWith(PRODUCT_ID, {
        analogues: [],
        accessories: [other.id],
        related: [],
      }),
    );
  });
});
