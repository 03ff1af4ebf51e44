import { ApiError } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAttribute, anAttributeGroup, fakeCatalogueApi, renderCataloguePage } from '../testing/fake-catalogue-api';
import { AttributeGroupUpsertPage } from './attribute-group-upsert-page';
import { AttributeListPage } from './attribute-list-page';
import { AttributeUpsertPage } from './attribute-upsert-page';

afterEach(cleanup);

const GROUP = anAttributeGroup();
const groups = () =>
  vi.fn(async () => ({ attributeGroupList: [GROUP], pagination: { page: 1, limit: 100, total: 1 } }));
const INTERFACE = anAttribute({
  title: 'Интерфейс',
  type: 'enum',
  unit: null,
  productCount: 40,
  attributeGroup: { id: GROUP.id, title: GROUP.title, position: 0 },
  optionList: [
    { id: '11111111-1111-4111-8111-111111111111', value: 'RS-485', position: 1 },
    { id: '22222222-2222-4222-8222-222222222222', value: 'CAN', position: 0 },
  ],
});

describe('attribute upsert', () => {
  it('creates an enum attribute with its options in the order shown, in a group, and opens it', async () => {
    const api = fakeCatalogueApi({ attributeGroups: { list: groups() } });
    const { router } = renderCataloguePage(AttributeUpsertPage, '/attribute/upsert', api);
    fireEvent.input(await screen.findByLabelText(/^Название/), { target: { value: 'Интерфейс' } });
    fireEvent.change(screen.getByLabelText('Тип'), { target: { value: 'enum' } });
    fireEvent.change(screen.getByLabelText('Группа'), { target: { value: GROUP.id } });
    fireEvent.click(screen.getByLabelText('Показывать в фильтре каталога'));

    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Добавьте хотя бы один вариант')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    fireEvent.input(screen.getByLabelText('Вариант 1'), { target: { value: 'RS-485' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить вариант' }));
    fireEvent.input(screen.getByLabelText('Вариант 2'), { target: { value: 'CAN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Выше: вариант 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(api.attributes.upsert).toHaveBeenCalledOnce());
    expect(api.attributes.upsert).toHaveBeenCalledWith({
      id: null,
      title: 'Интерфейс',
      type: 'enum',
      unit: null,
      isFilterable: true,
      attributeGroupId: GROUP.id,
      optionList: [
        { id: null, value: 'CAN' },
        { id: null, value: 'RS-485' },
      ],
    });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?id=/));
  });

  it('refuses repeated options', async () => {
    const api = fakeCatalogueApi({ attributeGroups: { list: groups() } });
    renderCataloguePage(AttributeUpsertPage, '/attribute/upsert', api);
    fireEvent.input(await screen.findByLabelText(/^Название/), { target: { value: 'Интерфейс' } });
    fireEvent.change(screen.getByLabelText('Тип'), { target: { value: 'enum' } });
    for (const n of [1, 2]) {
      fireEvent.click(screen.getByRole('button', { name: 'Добавить вариант' }));
      fireEvent.input(screen.getByLabelText(`Вариант ${n}`), { target: { value: n === 1 ? 'CAN' : 'can ' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Варианты не должны повторяться')).toBeTruthy();
    expect(api.attributes.upsert).not.toHaveBeenCalled();
  });

  it('edits a used attribute: options keep their ids and order, the type cannot change', async () => {
    const api = fakeCatalogueApi({
      attributeGroups: { list: groups() },
      attributes: { get: vi.fn(async () => INTERFACE) },
    });
    renderCataloguePage(AttributeUpsertPage, `/attribute/upsert?id=${INTERFACE.id}`, api);
    expect(await screen.findByLabelText('Вариант 1')).toHaveProperty('value', 'CAN');
    expect(screen.getByLabelText('Тип')).toHaveProperty('disabled', true);
    expect(screen.getByText('Тип используемого атрибута изменить нельзя')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Вариант 2'), { target: { value: 'RS-485 (Modbus)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.attributes.upsert).toHaveBeenCalledWith(
        expect.objectContaining({
          id: INTERFACE.id,
          type: 'enum',
          optionList: [
            { id: '22222222-2222-4222-8222-222222222222', value: 'CAN' },
            { id: '11111111-1111-4111-8111-111111111111', value: 'RS-485 (Modbus)' },
          ],
        }),
      ),
    );
  });
});

describe('attribute list', () => {
  it('shows the API message when an attribute in use cannot be deleted (code 11)', async () => {
    const remove = vi.fn(async () => {
      throw ApiError.fromReply(409, { error: 11, message: 'Характеристика используется в товарах' });
    });
    const list = vi.fn(async () => ({ attributeList: [INTERFACE], pagination: { page: 1, limit: 20, total: 1 } }));
    renderCataloguePage(AttributeListPage, '/attribute/list', fakeCatalogueApi({ attributes: { list, remove } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: Интерфейс' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Характеристика используется в товарах')).toBeTruthy();
    expect(screen.getByText('Список вариантов')).toBeTruthy();
  });

  it('filters by group with a select kept in the URL: one group, those without a group, or all; the search keeps it', async () => {
    const list = vi.fn(async () => ({ attributeList: [INTERFACE], pagination: { page: 1, limit: 20, total: 1 } }));
    const api = fakeCatalogueApi({ attributes: { list }, attributeGroups: { list: groups() } });
    const { router } = renderCataloguePage(AttributeListPage, '/attribute/list?page=3', api);
    const select = await screen.findByLabelText('Группа');
    expect(await screen.findByRole('option', { name: GROUP.title })).toBeTruthy();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Все группы', 'Без группы', GROUP.title]);
    expect(select).toHaveProperty('value', '');
    expect(list).toHaveBeenLastCalledWith({ page: 3, limit: 20, searchQuery: '', attributeGroupId: null });

    fireEvent.change(select, { target: { value: GROUP.id } });
    await waitFor(() => expect(router.state.location.search).toBe(`?attributeGroupId=${GROUP.id}`));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, searchQuery: '', attributeGroupId: GROUP.id }),
    );

    fireEvent.change(screen.getByLabelText('Группа'), { target: { value: 'none' } });
    await waitFor(() => expect(router.state.location.search).toBe('?attributeGroupId=none'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, searchQuery: '', attributeGroupId: 'none' }),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск' }), { target: { value: 'ток' } });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, searchQuery: 'ток', attributeGroupId: 'none' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('attributeGroupId')).toBe('none');

    fireEvent.change(screen.getByLabelText('Группа'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(`?searchQuery=${encodeURIComponent('ток')}`));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, searchQuery: 'ток', attributeGroupId: null }),
    );
  });

  it('opens with the group of the URL chosen, and says when that group no longer exists', async () => {
    const api = fakeCatalogueApi({ attributeGroups: { list: groups() } });
    renderCataloguePage(AttributeListPage, '/attribute/list?attributeGroupId=none', api);
    expect(await screen.findByLabelText('Группа')).toHaveProperty('value', 'none');
    expect(api.attributes.list).toHaveBeenCalledWith({ page: 1, limit: 20, searchQuery: '', attributeGroupId: 'none' });
    cleanup();
    const gone = '0f0e0d0c-0b0a-4908-8706-050403020100';
    renderCataloguePage(
      AttributeListPage,
      `/attribute/list?attributeGroupId=${gone}`,
      fakeCatalogueApi({ attributeGroups: { list: groups() } }),
    );
    expect(await screen.findByRole('option', { name: 'Группа не найдена' })).toBeTruthy();
    expect(screen.getByLabelText('Группа')).toHaveProperty('value', gone);
  });
});

describe('attribute group upsert', () => {
  it('creates a group with a whole-number position and refuses a fractional one', async () => {
    const api = fakeCatalogueApi();
    renderCataloguePage(AttributeGroupUpsertPage, '/attribute-group/upsert', api);
    fireEvent.input(screen.getByLabelText(/^Название/), { target: { value: 'Габариты' } });
    fireEvent.input(screen.getByLabelText(/^Позиция/), { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Целое число от 0')).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/^Позиция/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(api.attributeGroups.upsert).toHaveBeenCalledWith({ id: null, title: 'Габариты', position: 2 }),
    );
  });
});
