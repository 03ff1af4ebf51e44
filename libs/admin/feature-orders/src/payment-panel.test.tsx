import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, apiError, aPaymentRecord, fakeOrdersApi, openOrder, ORDER_ID } from './testing/fake-orders-api';

// 22:30 UTC on 5 March is already 6 March in Moscow: the day the payment starts with.
const NOW = new Date('2026-03-05T22:30:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const panel = () => screen.getByRole('region', { name: 'Оплата' });

async function openPaymentDialog(button = 'Записать оплату') {
  fireEvent.click(within(panel()).getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

function fill(dialog: HTMLElement, label: RegExp | string, value: string) {
  fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });
}

describe('the payment panel', () => {
  it('records a partial payment: what is due to start with, exact money, today in Moscow, and the history after', async () => {
    const api = fakeOrdersApi();
    await openOrder(api);
    expect(within(panel()).getByText('Ожидает оплаты')).toBeTruthy();
    expect(within(panel()).getByText('Оплат пока нет.')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Оформить возврат' })).toBeNull();

    const dialog = await openPaymentDialog();
    expect(within(dialog).getByRole('heading', { name: 'Оплата заказа № 1001' })).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Сумма/)).toHaveProperty('value', '45900,00');
    expect(within(dialog).getByLabelText(/^Дата оплаты/)).toHaveProperty('value', '2026-03-06');
    expect(
      within(dialog)
        .getByLabelText(/^Дата оплаты/)
        .getAttribute('max'),
    ).toBe('2026-03-06');
    fill(dialog, /^Сумма/, '20 000,1');
    fill(dialog, /^Номер платёжного документа/, ' п/п 512 ');
    fill(dialog, 'Комментарий', ' Аванс ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Записать оплату' }));

    await waitFor(() =>
      expect(api.recordPayment).toHaveBeenCalledExactlyOnceWith(ORDER_ID, {
        kind: 'payment',
        amount: '20000.10',
        paidOn: '2026-03-06',
        documentNumber: 'п/п 512',
        comment: 'Аванс',
      }),
    );
    expect(await screen.findByText('Оплата записана')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(panel()).getAllByText('Оплачен частично').length).toBe(2);
    expect(within(panel()).getByText('25 899,90 ₽')).toBeTruthy();
    const row = within(screen.getByRole('table', { name: 'Оплаты и возвраты заказа' })).getAllByRole('row')[1];
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['06 марта 2026', 'Оплата', '20 000,10 ₽', 'п/п 512', 'Аванс', 'root@shop.test', 'Оплачен частично']);
    // Now something is paid, it can go back.
    expect(within(panel()).getByRole('button', { name: 'Оформить возврат' })).toBeTruthy();
  });

  it('refuses no amount, a zero or malformed one, a day after today and no document number, before any call', async () => {
    const api = fakeOrdersApi();
    await openOrder(api);
    const dialog = await openPaymentDialog();
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Записать оплату' }));
    fill(dialog, /^Сумма/, '');
    fill(dialog, /^Дата оплаты/, '2026-03-07');
    submit();
    expect(await within(dialog).findByText('Укажите сумму')).toBeTruthy();
    expect(within(dialog).getByText('Дата оплаты не может быть позже сегодняшнего дня')).toBeTruthy();
    expect(within(dialog).getByText('Укажите номер платёжного документа')).toBeTruthy();
    // The first field to fix has the focus.
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Сумма/));

    fill(dialog, /^Сумма/, '0');
    submit();
    expect(await within(dialog).findByText('Сумма должна быть больше нуля')).toBeTruthy();
    fill(dialog, /^Сумма/, '100,505');
    submit();
    expect(await within(dialog).findByText(/не больше двух знаков после запятой/)).toBeTruthy();
    fill(dialog, /^Дата оплаты/, '');
    submit();
    expect(await within(dialog).findByText('Укажите дату оплаты')).toBeTruthy();
    expect(api.recordPayment).not.toHaveBeenCalled();
  });

  it("shows the API's field messages beside the fields and keeps the dialog open", async () => {
    const recordPayment = vi.fn(async () => {
      throw apiError(12, 400, [{ field: 'amount', message: 'Сумма больше, чем осталось оплатить: 45 900,00 ₽' }]);
    });
    await openOrder(fakeOrdersApi({ recordPayment }));
    const dialog = await openPaymentDialog();
    fill(dialog, /^Сумма/, '50000');
    fill(dialog, /^Номер платёжного документа/, 'п/п 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Записать оплату' }));
    expect(await within(dialog).findByText('Сумма больше, чем осталось оплатить: 45 900,00 ₽')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Сумма/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('toasts code 32, closes the dialog and reloads the order', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(anOrder())
      .mockResolvedValue(anOrder({ status: 'canceled', updatedAt: '2026-03-06T08:00:00.000Z' }));
    const recordPayment = vi.fn(async () => {
      throw apiError(32);
    });
    await openOrder(fakeOrdersApi({ get, recordPayment }));
    const dialog = await openPaymentDialog();
    fill(dialog, /^Номер платёжного документа/, 'п/п 1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Записать оплату' }));
    expect(await screen.findByText('Заказ уже изменился: показываем его актуальное состояние.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    // Cancelled meanwhile: no money can come in any more.
    expect(await within(panel()).findByText(/Заказ отменён: принять оплату нельзя/)).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Записать оплату' })).toBeNull();
  });

  it('offers only a refund on a cancelled order that was paid, at most what was paid', async () => {
    const paid = aPaymentRecord({ amount: '10000.00' });
    const api = fakeOrdersApi({
      get: vi.fn(async () =>
        anOrder({
          status: 'canceled',
          payment: { status: 'partially_paid', paidAmount: '10000.00', amountDue: '35900.00', history: [paid] },
        }),
      ),
    });
    await openOrder(api);
    expect(within(panel()).queryByRole('button', { name: 'Записать оплату' })).toBeNull();
    const dialog = await openPaymentDialog('Оформить возврат');
    expect(within(dialog).getByRole('heading', { name: 'Возврат по заказу № 1001' })).toBeTruthy();
    expect(within(dialog).getByText('Оплачено: 10 000,00 ₽. Вернуть можно не больше этой суммы.')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Операция' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Возврат']);
    expect(within(dialog).getByLabelText(/^Сумма/)).toHaveProperty('value', '');
    fill(dialog, /^Сумма/, '10000');
    fill(dialog, /^Номер платёжного документа/, 'п/п 77');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    await waitFor(() =>
      expect(api.recordPayment).toHaveBeenCalledWith(ORDER_ID, {
        kind: 'refund',
        amount: '10000.00',
        paidOn: '2026-03-06',
        documentNumber: 'п/п 77',
      }),
    );
    expect(await screen.findByText('Возврат записан')).toBeTruthy();
  });
});
