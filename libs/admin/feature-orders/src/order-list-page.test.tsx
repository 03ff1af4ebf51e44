import { SEARCH_DEBOUNCE_MS } from '@shop/admin-ui-data';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderListPage } from './order-list-page';
import type { OrderListFilters, OrdersApi } from './orders-api';
import { NO_FILTERS as noFilters } from './order-list-params';
import { aCustomer, aSummary, fakeOrdersApi, ORDER_ID, renderPage, USER_ID } from './testing/fake-orders-api';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function listing(rows = [aSummary()], total = rows.length): Pick<OrdersApi, 'list'> {
  return {
    list: vi.fn(async ({ page, limit }: OrderListFilters) => ({ orderList: rows, pagination: { page, limit, total } })),
  };
}

describe('order list', () => {
  it('shows a loading state until the first page arrives', async () => {
    let answer: ((value: Awaited<ReturnType<OrdersApi['list']>>) => void) | undefined;
    renderPage(
      OrderListPage,
      '/order/list',
      fakeOrdersApi({ list: () => new Promise((resolve) => (answer = resolve)) }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Заказы' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeTruthy();
    answer?.({ orderList: [aSummary()], pagination: { page: 1, limit: 20, total: 1 } });
    expect(await screen.findByRole('link', { name: '1001' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Загрузка…' })).toBeNull();
  });

  it("says 'Нет данных' when no order matches", async () => {
    renderPage(OrderListPage, '/order/list?searchQuery=никого', fakeOrdersApi());
    expect(await screen.findByText('Нет данных')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveProperty('value', 'никого');
  });

  it('shows every column, marks a new order without shipping and links each row to its page', async () => {
    const rows = [
      aSummary(),
      aSummary({
        id: '11111111-0c0a-4c55-9a40-2f0f5f1c2b8e',
        number: 1000,
        status: 'completed',
        paymentStatus: 'paid',
        shipmentStatus: 'received',
        payerType: 'individual',
        companyTitle: null,
        customer: aCustomer({ companyTitle: null }),
        itemsTotal: '900.10',
        total: '1250.30',
        lineCount: 1,
      }),
    ];
    renderPage(OrderListPage, '/order/list', fakeOrdersApi(listing(rows)));
    const table = await screen.findByRole('table', { name: 'Список заказов' });
    await within(table).findByText('1001');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '№',
      'Дата',
      'Покупатель',
      'Статус',
      'Оплата',
      'Отгрузка',
      'Сумма товаров',
      'Доставка',
      'Итого',
      'Позиций',
    ]);
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '1001',
      '05 марта 2026, 14:03:09',
      'Иванов Иванivanov@firma.ruООО «Тахограф-Сервис»',
      'НовыйЖдёт стоимости доставки',
      'Ожидает оплаты',
      'Готовится к отгрузке',
      '45 900,00 ₽',
      'не указана',
      '—',
      '2',
    ]);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '1000',
      '05 марта 2026, 14:03:09',
      'Иванов Иванivanov@firma.ru',
      'Выполнен',
      'Оплачен',
      'Получен',
      '900,10 ₽',
      '350,20 ₽',
      '1 250,30 ₽',
      '1',
    ]);
    expect(within(table).getByRole('link', { name: '1001' }).getAttribute('href')).toBe(`/order/info?id=${ORDER_ID}`);
  });

  it('sends the filters of the URL with the request', async () => {
    const api = fakeOrdersApi(listing());
    const url = `/order/list?page=2&limit=50&searchQuery=7707083893&status=created&paymentStatus=partially_paid&shipmentStatus=shipped&userId=${USER_ID}&createdFrom=2026-03-01&createdTo=2026-03-31`;
    renderPage(OrderListPage, url, api);
    await screen.findByRole('link', { name: '1001' });
    expect(api.list).toHaveBeenLastCalledWith({
      page: 2,
      limit: 50,
      searchQuery: '7707083893',
      status: 'created',
      paymentStatus: 'partially_paid',
      shipmentStatus: 'shipped',
      userId: USER_ID,
      createdFrom: '2026-03-01',
      createdTo: '2026-03-31',
    });
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveProperty('value', 'created');
    expect(screen.getByRole('combobox', { name: 'Оплата' })).toHaveProperty('value', 'partially_paid');
    expect(screen.getByRole('combobox', { name: 'Отгрузка' })).toHaveProperty('value', 'shipped');
    expect(screen.getByLabelText('Дата с')).toHaveProperty('value', '2026-03-01');
    expect(screen.getByLabelText('Дата по')).toHaveProperty('value', '2026-03-31');
  });

  it('puts a changed filter into the URL and the request, from page 1', async () => {
    const api = fakeOrdersApi(listing());
    const { router } = renderPage(OrderListPage, '/order/list?page=3', api);
    await screen.findByRole('link', { name: '1001' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Статус' }), { target: { value: 'canceled' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=canceled'));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, ...noFilters, status: 'canceled' }),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Оплата' }), { target: { value: 'refunded' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Отгрузка' }), { target: { value: 'preparing' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=canceled&paymentStatus=refunded&shipmentStatus=preparing'),
    );
    fireEvent.change(screen.getByLabelText('Дата с'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Дата по'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        ...noFilters,
        status: 'canceled',
        paymentStatus: 'refunded',
        shipmentStatus: 'preparing',
        createdFrom: '2026-03-01',
        createdTo: '2026-03-31',
      }),
    );

    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск' }), { target: { value: ' 1001 ' } });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10);
    vi.useRealTimers();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('searchQuery')).toBe('1001'));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ searchQuery: '1001', status: 'canceled', createdFrom: '2026-03-01' }),
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, ...noFilters }));
  });

  it('shows the customer a list is narrowed to, and lifts that filter on request', async () => {
    const api = fakeOrdersApi(listing());
    const { router } = renderPage(OrderListPage, `/order/list?userId=${USER_ID}&status=created`, api);
    expect(await screen.findByText('Покупатель: Иванов Иван (ivanov@firma.ru)')).toBeTruthy();
    expect(api.getCustomer).toHaveBeenCalledWith(USER_ID);
    fireEvent.click(screen.getByRole('button', { name: 'Показать заказы всех покупателей' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=created'));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, ...noFilters, status: 'created' }),
    );
    expect(screen.queryByText(/Покупатель: /)).toBeNull();
  });

  it('exports the filtered list, without its paging, and saves the workbook under its name', async () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    const api = fakeOrdersApi(listing());
    renderPage(
      OrderListPage,
      `/order/list?page=2&searchQuery=Сервис&status=completed&paymentStatus=awaiting&shipmentStatus=received&userId=${USER_ID}&createdFrom=2026-01-01`,
      api,
    );
    await screen.findByRole('link', { name: '1001' });
    fireEvent.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    await waitFor(() => expect(clicks).toEqual([{ href: 'blob:orders', download: 'Заказы 2026-03-05.xlsx' }]));
    expect(api.exportList).toHaveBeenCalledExactlyOnceWith({
      searchQuery: 'Сервис',
      status: 'completed',
      paymentStatus: 'awaiting',
      shipmentStatus: 'received',
      userId: USER_ID,
      createdFrom: '2026-01-01',
      createdTo: null,
    });
  });

  it('toasts a failed export', async () => {
    const exportList = vi.fn(async () => {
      throw new Error('offline');
    });
    renderPage(OrderListPage, '/order/list', fakeOrdersApi({ ...listing(), exportList }));
    await screen.findByRole('link', { name: '1001' });
    fireEvent.click(screen.getByRole('button', { name: 'Выгрузить в Excel' }));
    expect(await screen.findByText('Возникла ошибка')).toBeTruthy();
  });

  it("shows '10 000+' when the API stopped counting", async () => {
    renderPage(OrderListPage, '/order/list', fakeOrdersApi(listing([aSummary()], 10_000)));
    expect(await screen.findByText('Всего: 10 000+')).toBeTruthy();
    expect(screen.getByText(/Найдено больше 10 000 заказов/)).toBeTruthy();
  });

  it('pages through the URL', async () => {
    const api = fakeOrdersApi(listing([aSummary()], 45));
    const { router } = renderPage(OrderListPage, '/order/list?status=created', api);
    expect(await screen.findByText('Страница 1 из 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&status=created'));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith({ page: 2, limit: 20, ...noFilters, status: 'created' }),
    );
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ orderList: [aSummary()], pagination: { page: 1, limit: 20, total: 1 } });
    renderPage(OrderListPage, '/order/list', fakeOrdersApi({ list }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить заказы.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: '1001' })).toBeTruthy();
  });
});
