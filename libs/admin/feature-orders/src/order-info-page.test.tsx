import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderInfoPage } from './order-info-page';
import {
  ADMIN_ID,
  anOrder,
  apiError,
  aReadyOrder,
  fakeOrdersApi,
  openOrder,
  ORDER_ID,
  PRODUCT_ID,
  renderPage,
  USER_ID,
} from './testing/fake-orders-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PAGE = `/order/info?id=${ORDER_ID}`;

function type(label: RegExp | string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('order page', () => {
  it('shows what the customer ordered, how it travels, who pays and the history', async () => {
    await openOrder(fakeOrdersApi());
    expect(screen.getAllByText('Новый').length).toBeGreaterThan(0);
    expect(screen.getByText(/Укажите стоимость доставки: пока её нет/)).toBeTruthy();

    const contact = screen.getByRole('region', { name: 'Контактное лицо' });
    expect(within(contact).getByText('Иванов Иван Петрович')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: '+7 (912) 345-67-89' }).getAttribute('href')).toBe(
      'tel:+79123456789',
    );
    expect(within(contact).getByRole('link', { name: 'Иванов Иван (ivanov@firma.ru)' }).getAttribute('href')).toBe(
      `/user/update?id=${USER_ID}`,
    );
    expect(within(contact).getByRole('link', { name: 'Все заказы покупателя' }).getAttribute('href')).toBe(
      `/order/list?userId=${USER_ID}`,
    );

    const delivery = screen.getByRole('region', { name: 'Доставка' });
    expect(within(delivery).getByText('Транспортная компания', { selector: 'dd' })).toBeTruthy();
    expect(within(delivery).getByText('СДЭК')).toBeTruthy();

    const payer = screen.getByRole('region', { name: 'Плательщик' });
    expect(within(payer).getByText('Организация или ИП')).toBeTruthy();
    expect(within(payer).getByText('7707083893')).toBeTruthy();
    expect(within(payer).getByText('30101810400000000225')).toBeTruthy();

    expect(
      within(screen.getByRole('region', { name: 'Комментарий покупателя' })).getByText('Позвоните перед отгрузкой'),
    ).toBeTruthy();

    const lines = screen.getByRole('table', { name: 'Позиции заказа' });
    expect(within(lines).getByRole('link', { name: 'Тахограф «Штрих-М» с блоком СКЗИ' }).getAttribute('href')).toBe(
      `/product/update?id=${PRODUCT_ID}`,
    );
    const cable = within(lines).getAllByRole('row')[2] as HTMLElement;
    expect(
      within(cable)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['КБ-12', 'Кабель питания 12 Втовар удалён из каталога', '450,00 ₽', '2', '900,00 ₽']);
    expect(within(cable).queryByRole('link')).toBeNull();
    const totals = screen.getByRole('region', { name: 'Состав заказа' });
    expect(within(totals).getByText('45 900,00 ₽')).toBeTruthy();
    expect(within(totals).getByText('будет известно после расчёта доставки')).toBeTruthy();
    // The order's own НДС, as its invoice prints it (of the items while the shipping is unknown).
    expect((within(totals).getByText('В том числе НДС (22 %)').parentElement as HTMLElement).textContent).toBe(
      'В том числе НДС (22 %)8 277,05 ₽',
    );

    const history = screen.getByRole('table', { name: 'История статусов заказа' });
    expect(
      within(within(history).getAllByRole('row')[1] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['05 марта 2026, 14:03:09', 'Иванов Иван (ivanov@firma.ru)', 'Оформлен: Новый', '—']);
  });

  it('saves the shipping cost as an exact decimal string, sending only what changed', async () => {
    const api = fakeOrdersApi();
    await openOrder(api);
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toHaveProperty('disabled', true);
    type(/^Стоимость доставки/, '1 500,5');
    fireEvent.click(save);
    await waitFor(() => expect(api.update).toHaveBeenCalledOnce());
    expect(api.update).toHaveBeenCalledWith(ORDER_ID, { shippingCost: '1500.50' });
    expect(await screen.findByText('Успешно выполнено')).toBeTruthy();
    // The form starts again from the saved order.
    await waitFor(() => expect(screen.getByLabelText(/^Стоимость доставки/)).toHaveProperty('value', '1500,50'));
  });

  it('saves the manager comment trimmed, and clears an emptied shipping cost with null', async () => {
    const api = fakeOrdersApi({ get: vi.fn(async () => anOrder({ shippingCost: '350.00', total: '46250.00' })) });
    await openOrder(api);
    expect(screen.getByLabelText(/^Стоимость доставки/)).toHaveProperty('value', '350,00');
    type(/^Стоимость доставки/, '');
    type(/^Комментарий менеджера/, '  Отгрузка в пятницу ');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledOnce());
    expect(api.update).toHaveBeenCalledWith(ORDER_ID, { shippingCost: null, managerComment: 'Отгрузка в пятницу' });
  });

  it('refuses a shipping cost that is not a non-negative amount with kopecks at most', async () => {
    const api = fakeOrdersApi();
    await openOrder(api);
    type(/^Стоимость доставки/, '-100');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Стоимость не может быть отрицательной')).toBeTruthy();
    type(/^Стоимость доставки/, '100,505');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/не больше двух знаков после запятой/)).toBeTruthy();
    expect(screen.getByLabelText(/^Стоимость доставки/).getAttribute('aria-invalid')).toBe('true');
    expect(api.update).not.toHaveBeenCalled();
  });

  it('completes an order with the shipping cost from the form and a comment', async () => {
    const placed = anOrder().statusHistory;
    const changeStatus = vi.fn(async () =>
      aReadyOrder({
        status: 'completed',
        shippingCost: '350.00',
        total: '46250.00',
        updatedAt: '2026-03-06T08:00:00.000Z',
        statusHistory: [
          ...placed,
          {
            from: 'created',
            to: 'completed',
            changedAt: '2026-03-06T08:00:00.000Z',
            changedBy: { id: ADMIN_ID, email: 'root@shop.test', firstName: null, lastName: null, companyTitle: null },
            comment: 'Отгружено',
          },
        ],
      }),
    );
    // Paid with the shipping included and shipped: the shipping cost typed here makes the payment whole.
    const api = fakeOrdersApi({ get: vi.fn(async () => aReadyOrder()), changeStatus });
    await openOrder(api);
    type(/^Стоимость доставки/, '350');
    fireEvent.click(screen.getByRole('button', { name: 'Выполнить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выполнить заказ № 1001?' });
    expect(within(dialog).getByLabelText(/^Стоимость доставки/)).toHaveProperty('value', '350');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.input(within(dialog).getByLabelText('Комментарий к смене статуса'), { target: { value: ' Отгружено ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выполнить заказ' }));
    await waitFor(() => expect(changeStatus).toHaveBeenCalledOnce());
    expect(changeStatus).toHaveBeenCalledWith(ORDER_ID, {
      status: 'completed',
      shippingCost: '350.00',
      managerComment: 'Отгружено',
    });
    expect(await screen.findByText('Заказ выполнен')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Заказ закрыт, изменить его нельзя.')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'История статусов заказа' });
    expect(within(history).getByText('Новый → Выполнен')).toBeTruthy();
    expect(within(history).getByText('root@shop.test')).toBeTruthy();
  });

  it('asks for the shipping cost before completing an order without one', async () => {
    const paidItems = aReadyOrder().payment;
    const api = fakeOrdersApi({
      get: vi.fn(async () => aReadyOrder({ payment: { ...paidItems, paidAmount: '45900.00' } })),
    });
    await openOrder(api);
    fireEvent.click(screen.getByRole('button', { name: 'Выполнить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выполнить заказ' }));
    expect(await within(dialog).findByText('Укажите стоимость доставки: без неё заказ не выполнить')).toBeTruthy();
    expect(api.changeStatus).not.toHaveBeenCalled();
    fireEvent.input(within(dialog).getByLabelText(/^Стоимость доставки/), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выполнить заказ' }));
    await waitFor(() =>
      expect(api.changeStatus).toHaveBeenCalledWith(ORDER_ID, { status: 'completed', shippingCost: '0.00' }),
    );
  });

  it('names what keeps an order from completion, and completes it only with the override and a reason', async () => {
    const api = fakeOrdersApi();
    await openOrder(api);
    fireEvent.click(screen.getByRole('button', { name: 'Выполнить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText(/^Стоимость доставки/), { target: { value: '0' } });
    expect(within(dialog).getByText('Заказ ещё нельзя выполнить:')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['он оплачен не полностью', 'он не отгружен']);
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Выполнить заказ' }));
    submit();
    expect(await within(dialog).findByText(/Отметьте «Выполнить без полной оплаты или отгрузки»/)).toBeTruthy();
    const override = within(dialog).getByRole('checkbox', { name: 'Выполнить без полной оплаты или отгрузки' });
    expect(document.activeElement).toBe(override);

    fireEvent.click(override);
    expect(within(dialog).getByText(/^Обязательно: почему заказ выполняется/)).toBeTruthy();
    submit();
    expect(
      await within(dialog).findByText('Напишите, почему заказ выполняется без полной оплаты или отгрузки'),
    ).toBeTruthy();
    expect(api.changeStatus).not.toHaveBeenCalled();

    fireEvent.input(within(dialog).getByLabelText(/^Комментарий к смене статуса/), {
      target: { value: 'Оплата наличными при получении' },
    });
    submit();
    await waitFor(() =>
      expect(api.changeStatus).toHaveBeenCalledExactlyOnceWith(ORDER_ID, {
        status: 'completed',
        shippingCost: '0.00',
        override: true,
        managerComment: 'Оплата наличными при получении',
      }),
    );
  });

  it('counts the shipping cost typed in the dialog: a payment it makes whole is no blocker', async () => {
    const ready = aReadyOrder();
    const api = fakeOrdersApi({
      get: vi.fn(async () => aReadyOrder({ payment: { ...ready.payment, paidAmount: '46000.00' } })),
    });
    await openOrder(api);
    fireEvent.click(screen.getByRole('button', { name: 'Выполнить' }));
    const dialog = await screen.findByRole('dialog');
    const shipping = within(dialog).getByLabelText(/^Стоимость доставки/);
    fireEvent.input(shipping, { target: { value: '350' } });
    expect(within(dialog).getByText('он оплачен не полностью')).toBeTruthy();
    expect(within(dialog).queryByText('он не отгружен')).toBeNull();
    fireEvent.input(shipping, { target: { value: '100' } });
    expect(within(dialog).queryByText('Заказ ещё нельзя выполнить:')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выполнить заказ' }));
    await waitFor(() =>
      expect(api.changeStatus).toHaveBeenCalledWith(ORDER_ID, { status: 'completed', shippingCost: '100.00' }),
    );
  });

  it('asks for the override when the API finds the order not ready after all', async () => {
    const blocked =
      'Заказ нельзя выполнить: он оплачен не полностью. Отметьте оплату и отгрузку или выполните заказ с обоснованием';
    const changeStatus = vi.fn().mockRejectedValueOnce(apiError(12, 400, [{ field: 'override', message: blocked }]));
    const api = fakeOrdersApi({ get: vi.fn(async () => aReadyOrder({ shippingCost: '350.00' })), changeStatus });
    await openOrder(api);
    fireEvent.click(screen.getByRole('button', { name: 'Выполнить' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выполнить заказ' }));
    expect(await within(dialog).findByText(blocked)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Выполнить без полной оплаты или отгрузки' }));
    fireEvent.input(within(dialog).getByLabelText(/^Комментарий к смене статуса/), {
      target: { value: 'Возврат части оплаты согласован' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Выполнить заказ' }));
    await waitFor(() =>
      expect(changeStatus).toHaveBeenLastCalledWith(ORDER_ID, {
        status: 'completed',
        shippingCost: '350.00',
        override: true,
        managerComment: 'Возврат части оплаты согласован',
      }),
    );
  });

  it('cancels an order after the manager confirms', async () => {
    const api = fakeOrdersApi();
    await openOrder(api);
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ № 1001?' });
    expect(within(dialog).queryByLabelText(/^Стоимость доставки/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.changeStatus).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отменить заказ' }));
    await waitFor(() => expect(api.changeStatus).toHaveBeenCalledWith(ORDER_ID, { status: 'canceled' }));
    expect(await screen.findByText('Заказ отменён')).toBeTruthy();
  });

  it('toasts code 32 on a save and reloads the order as it is now', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(anOrder())
      .mockResolvedValue(anOrder({ status: 'canceled', updatedAt: '2026-03-06T08:00:00.000Z' }));
    const update = vi.fn(async () => {
      throw apiError(32);
    });
    await openOrder(fakeOrdersApi({ get, update }));
    type(/^Стоимость доставки/, '500');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заказ уже изменился: показываем его актуальное состояние.')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Заказ закрыт, изменить его нельзя.')).toBeTruthy();
    expect(screen.getAllByText('Отменён').length).toBeGreaterThan(0);
  });

  it('toasts code 32 on a status change, closes the dialog and reloads the order', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(anOrder())
      .mockResolvedValue(
        anOrder({
          status: 'completed',
          shippingCost: '0.00',
          total: '45900.00',
          updatedAt: '2026-03-06T08:00:00.000Z',
        }),
      );
    const changeStatus = vi.fn(async () => {
      throw apiError(32);
    });
    await openOrder(fakeOrdersApi({ get, changeStatus }));
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отменить заказ' }));
    expect(await screen.findByText('Заказ уже изменился: показываем его актуальное состояние.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Заказ закрыт, изменить его нельзя.')).toBeTruthy();
  });

  it('keeps a completed order read-only', async () => {
    const api = fakeOrdersApi({
      get: vi.fn(async () =>
        anOrder({ status: 'completed', shippingCost: '350.00', total: '46250.00', managerComment: 'Отгружено СДЭК' }),
      ),
    });
    await openOrder(api);
    const manager = screen.getByRole('region', { name: 'Доставка и комментарий менеджера' });
    expect(within(manager).getByText('Заказ закрыт, изменить его нельзя.')).toBeTruthy();
    expect(within(manager).getByText('350,00 ₽')).toBeTruthy();
    expect(within(manager).getByText('Отгружено СДЭК')).toBeTruthy();
    expect(within(manager).queryByRole('textbox')).toBeNull();
    for (const name of ['Сохранить', 'Выполнить', 'Отменить'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText(/Укажите стоимость доставки: пока её нет/)).toBeNull();
    expect(screen.getByText('46 250,00 ₽')).toBeTruthy();
    // A company's invoice stays downloadable.
    expect(screen.getByRole('button', { name: 'Скачать счёт' })).toBeTruthy();
  });

  it("downloads a company's invoice, and offers none for an individual", async () => {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    const api = fakeOrdersApi({ downloadInvoice: vi.fn(async () => ({ blob: new Blob(['%PDF']), fileName: null })) });
    await openOrder(api);
    fireEvent.click(screen.getByRole('button', { name: 'Скачать счёт' }));
    await waitFor(() => expect(clicks).toEqual([{ href: 'blob:invoice', download: 'Счёт № 1001.pdf' }]));
    expect(api.downloadInvoice).toHaveBeenCalledWith(ORDER_ID);
    cleanup();

    await openOrder(fakeOrdersApi({ get: vi.fn(async () => anOrder({ payerType: 'individual', company: null })) }));
    expect(screen.queryByRole('button', { name: 'Скачать счёт' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Плательщик' })).getByText('Физическое лицо')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = await openOrder(fakeOrdersApi());
    type(/^Комментарий менеджера/, 'Черновик');
    fireEvent.click(screen.getByRole('link', { name: 'К списку заказов' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith('На странице есть несохранённые изменения. Уйти без сохранения?'),
    );
    expect(router.state.location.pathname).toBe('/order/info');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Успешно выполнено');
    confirm.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'К списку заказов' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/list'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('says when the id is missing or the order does not exist', async () => {
    renderPage(OrderInfoPage, '/order/info', fakeOrdersApi());
    expect((await screen.findByRole('alert')).textContent).toContain('Не указан заказ');
    expect(screen.getByRole('heading', { level: 1, name: 'Заказ' })).toBeTruthy();
    cleanup();
    const get = vi.fn(async () => {
      throw apiError(6, 404);
    });
    renderPage(OrderInfoPage, PAGE, fakeOrdersApi({ get }));
    expect((await screen.findByRole('alert')).textContent).toContain('Заказ не найден.');
  });
});
