import { ApiError } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomerGroup, aMember, fakeCatalogueApi, renderCataloguePage } from '../testing/fake-catalogue-api';
import { CustomerGroupCreatePage } from './customer-group-create-page';
import { CustomerGroupUpdatePage } from './customer-group-update-page';
import { toMoneyInput } from './group-prices';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const GROUP = aCustomerGroup({ title: 'Сервисные центры', discountPercent: '7.5', memberCount: 1, priceCount: 1 });
const MEMBER = aMember();
const PRODUCT = {
  id: '8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c01',
  slug: 'dtco-4-1',
  article: 'DTCO 4.1',
  title: 'Тахограф Continental DTCO 4.1',
};
const onePage = (total: number) => ({ page: 1, limit: 20, total });

function groupApi(overrides: Parameters<typeof fakeCatalogueApi>[0] = {}) {
  return fakeCatalogueApi({
    ...overrides,
    customerGroups: {
      get: vi.fn(async () => GROUP),
      members: vi.fn(async () => ({ userList: [MEMBER], pagination: onePage(1) })),
      prices: vi.fn(async () => ({
        groupPriceList: [{ product: PRODUCT, price: '15900.00' }],
        pagination: onePage(1),
      })),
      ...overrides.customerGroups,
    },
  });
}

describe('customer group form', () => {
  it("accepts a discount with a comma and sends it as the API's decimal", async () => {
    const api = fakeCatalogueApi();
    renderCataloguePage(CustomerGroupCreatePage, '/customer/group/create', api);
    fireEvent.input(screen.getByLabelText(/^Название/), { target: { value: 'Дилеры' } });
    fireEvent.input(screen.getByLabelText(/^Скидка/), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(api.customerGroups.create).toHaveBeenCalledWith({
        title: 'Дилеры',
        description: null,
        discountPercent: '12.5',
      }),
    );
  });

  it('refuses a discount over 100 or with three decimals', async () => {
    const api = fakeCatalogueApi();
    renderCataloguePage(CustomerGroupCreatePage, '/customer/group/create', api);
    fireEvent.input(screen.getByLabelText(/^Название/), { target: { value: 'Дилеры' } });
    for (const discount of ['100.5', '1.255']) {
      fireEvent.input(screen.getByLabelText(/^Скидка/), { target: { value: discount } });
      fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
      expect(await screen.findByText('Число от 0 до 100, не больше двух знаков после запятой')).toBeTruthy();
    }
    expect(api.customerGroups.create).not.toHaveBeenCalled();
  });

  it('puts a taken title (code 4) beside the title', async () => {
    const create = vi.fn(async () => {
      throw ApiError.fromReply(409, { error: 4, message: 'Такая запись уже существует' });
    });
    renderCataloguePage(
      CustomerGroupCreatePage,
      '/customer/group/create',
      fakeCatalogueApi({ customerGroups: { create } }),
    );
    fireEvent.input(screen.getByLabelText(/^Название/), { target: { value: 'Дилеры' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.getByLabelText(/^Название/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Такая запись уже существует')).toBeTruthy();
  });
});

describe('customer group members', () => {
  it('adds a user found by search and toasts the API message when the user is not a customer (code 9)', async () => {
    const admin = aMember({ id: '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d01', email: 'root@tachosnab.local', role: 'root' });
    const customer = aMember({
      id: '7a6b5c4d-3e2f-4a1b-8c0d-9e8f7a6b5c01',
      email: 'petrov@firma.ru',
      customerGroup: { id: 'c0ffee00-0000-4000-8000-000000000001', title: 'Дилеры' },
    });
    const addMembers = vi
      .fn()
      .mockRejectedValueOnce(ApiError.fromReply(403, { error: 9, message: 'Пользователь не является покупателем' }))
      .mockResolvedValueOnce(GROUP);
    const alreadyMember = { ...MEMBER, customerGroup: { id: GROUP.id, title: GROUP.title } };
    const search = vi.fn(async () => ({ userList: [admin, customer, alreadyMember], pagination: onePage(3) }));
    const api = groupApi({ customerGroups: { addMembers }, users: { search } });
    renderCataloguePage(CustomerGroupUpdatePage, `/customer/group/update?id=${GROUP.id}`, api);

    fireEvent.change(await screen.findByLabelText('Найти пользователя'), { target: { value: 'firma' } });
    const results = await screen.findByRole('button', { name: 'Добавить: petrov@firma.ru' }, { timeout: 3000 });
    expect(search).toHaveBeenCalledWith({ page: 1, limit: 10, searchQuery: 'firma' });
    // A member already in this group cannot be added again; one in another group says which.
    expect(screen.queryByRole('button', { name: `Добавить: ${MEMBER.email}` })).toBeNull();
    expect(screen.getByText('в группе «Дилеры»')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Добавить: root@tachosnab.local' }));
    expect(await screen.findByText('Пользователь не является покупателем')).toBeTruthy();
    fireEvent.click(results);
    expect(await screen.findByText('Пользователь добавлен в группу')).toBeTruthy();
    expect(addMembers).toHaveBeenLastCalledWith(GROUP.id, [customer.id]);
  });

  it('asks before removing a member and sends the user id', async () => {
    const api = groupApi();
    renderCataloguePage(CustomerGroupUpdatePage, `/customer/group/update?id=${GROUP.id}`, api);
    const members = await screen.findByRole('table', { name: 'Участники группы' });
    fireEvent.click(await within(members).findByRole('button', { name: `Убрать: ${MEMBER.email}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(api.customerGroups.removeMembers).toHaveBeenCalledWith(GROUP.id, [MEMBER.id]));
  });
});

describe('customer group prices', () => {
  it('saves only changed prices, with a comma read as the decimal point, and guards them until saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = groupApi();
    const { router } = renderCataloguePage(
      CustomerGroupUpdatePage,
      `/customer/group/update?id=${GROUP.id}`,
      api,
      '/customer/group/update',
    );
    const price = await screen.findByLabelText(`Цена для «${PRODUCT.title}»`);
    expect(screen.getByRole('button', { name: 'Нет изменений' })).toHaveProperty('disabled', true);
    fireEvent.change(price, { target: { value: '15900' } });
    expect(screen.getByRole('button', { name: 'Нет изменений' })).toBeTruthy();
    fireEvent.change(price, { target: { value: '14 999,5' } });

    fireEvent.click(screen.getByRole('link', { name: PRODUCT.title }));
    await waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(router.state.location.pathname).toBe('/customer/group/update');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить цены' }));
    await waitFor(() =>
      expect(api.customerGroups.setPrices).toHaveBeenCalledWith(GROUP.id, [
        { productId: PRODUCT.id, price: '14999.5' },
      ]),
    );
    expect(await screen.findByText('Цены сохранены')).toBeTruthy();
  });

  it('reads typed amounts the way the contract takes them', () => {
    expect(toMoneyInput(' 1 234,50 ')).toBe('1234.50');
    expect(toMoneyInput('0')).toBe('0');
    expect(toMoneyInput('12.345')).toBeNull();
    expect(toMoneyInput('-5')).toBeNull();
    expect(toMoneyInput('')).toBeNull();
  });
});
