import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shipmentSteps } from './order-fulfilment';
import type { Order } from './orders-api';
import { anOrder, apiError, aShipmentChange, fakeOrdersApi, openOrder, ORDER_ID } from './testing/fake-orders-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const panel = () => screen.getByRole('region', { name: 'Отгрузка' });
const buttons = () =>
  within(within(panel()).getByRole('group', { name: 'Действия с отгрузкой' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const shipped = (overrides: Partial<Order> = {}) =>
  anOrder({
    shipment: { status: 'shipped', carrier: 'СДЭК', waybillNumber: '1234567890', history: [aShipmentChange()] },
    ...overrides,
  });

describe('the shipment panel', () => {
  it("ships a transport company order with the customer's carrier and a waybill, then offers the next steps", async () => {
    const api = fakeOrdersApi();
    await openOrder(api);
    expect(within(panel()).getByText('Готовится к отгрузке')).toBeTruthy();
    expect(within(panel()).getByText('Отгрузка ещё не начиналась.')).toBeTruthy();
    expect(buttons()).toEqual(['Отгрузить', 'Готов к выдаче']);

    fireEvent.click(within(panel()).getByRole('button', { name: 'Отгрузить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отгрузить заказ № 1001' });
    expect(within(dialog).getByLabelText(/^Перевозчик/)).toHaveProperty('value', 'СДЭК');
    fireEvent.input(within(dialog).getByLabelText(/^Перевозчик/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отгрузить' }));
    expect(await within(dialog).findByText('Укажите перевозчика')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Перевозчик/));
    expect(api.changeShipment).not.toHaveBeenCalled();

    fireEvent.input(within(dialog).getByLabelText(/^Перевозчик/), { target: { value: 'Деловые Линии' } });
    fireEvent.input(within(dialog).getByLabelText(/^Номер накладной/), { target: { value: ' 26-000123 ' } });
    fireEvent.input(within(dialog).getByLabelText('Комментарий'), { target: { value: 'Два места' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отгрузить' }));
    await waitFor(() =>
      expect(api.changeShipment).toHaveBeenCalledExactlyOnceWith(ORDER_ID, {
        status: 'shipped',
        carrier: 'Деловые Линии',
        waybillNumber: '26-000123',
        comment: 'Два места',
      }),
    );
    expect(await screen.findByText('Отгрузка записана')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(panel()).getAllByText('Деловые Линии').length).toBe(2);
    const row = within(screen.getByRole('table', { name: 'История отгрузки заказа' })).getAllByRole('row')[1];
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '06 марта 2026, 11:00:00',
      'Готовится к отгрузке → Отгружен',
      'Деловые Линии',
      '26-000123',
      'Два места',
      'root@shop.test',
    ]);
    expect(buttons()).toEqual(['Исправить накладную', 'Получен', 'Вернуть в подготовку']);
  });

  it('corrects the waybill of a shipped order, starting from the carrier and waybill it has', async () => {
    const api = fakeOrdersApi({ get: vi.fn(async () => shipped()) });
    await openOrder(api);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Исправить накладную' }));
    const dialog = await screen.findByRole('dialog', { name: 'Исправить накладную заказа № 1001' });
    expect(within(dialog).getByLabelText(/^Перевозчик/)).toHaveProperty('value', 'СДЭК');
    expect(within(dialog).getByLabelText(/^Номер накладной/)).toHaveProperty('value', '1234567890');
    fireEvent.input(within(dialog).getByLabelText(/^Номер накладной/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Исправить накладную' }));
    await waitFor(() =>
      expect(api.changeShipment).toHaveBeenCalledWith(ORDER_ID, {
        status: 'shipped',
        carrier: 'СДЭК',
        waybillNumber: null,
      }),
    );
  });

  it('readies a pickup order first, and takes the simple steps with only a comment', async () => {
    const api = fakeOrdersApi({
      get: vi.fn(async () => anOrder({ delivery: { method: 'pickup', address: null, transportCompany: null } })),
    });
    await openOrder(api);
    expect(buttons()).toEqual(['Готов к выдаче', 'Отгрузить']);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Готов к выдаче' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заказ № 1001 готов к выдаче?' });
    expect(within(dialog).queryByLabelText(/^Перевозчик/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Готов к выдаче' }));
    await waitFor(() => expect(api.changeShipment).toHaveBeenCalledWith(ORDER_ID, { status: 'ready_for_pickup' }));
    await waitFor(() => expect(buttons()).toEqual(['Получен', 'Вернуть в подготовку']));
  });

  it("shows the API's carrier message beside the field", async () => {
    const changeShipment = vi.fn(async () => {
      throw apiError(12, 400, [{ field: 'carrier', message: 'Укажите перевозчика' }]);
    });
    await openOrder(fakeOrdersApi({ changeShipment }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Отгрузить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отгрузить' }));
    expect(await within(dialog).findByText('Укажите перевозчика')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Перевозчик/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('toasts code 32 (a step taken meanwhile), closes the dialog and shows the shipment as it is now', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(anOrder())
      .mockResolvedValue(shipped({ updatedAt: '2026-03-06T08:00:00.000Z' }));
    const changeShipment = vi.fn(async () => {
      throw apiError(32);
    });
    await openOrder(fakeOrdersApi({ get, changeShipment }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Готов к выдаче' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Готов к выдаче' }));
    expect(await screen.findByText('Заказ уже изменился: показываем его актуальное состояние.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(buttons()).toEqual(['Исправить накладную', 'Получен', 'Вернуть в подготовку']));
  });

  it('offers no step on a cancelled order or once the goods are received', async () => {
    await openOrder(fakeOrdersApi({ get: vi.fn(async () => anOrder({ status: 'canceled' })) }));
    expect(within(panel()).getByText('Заказ отменён: отгрузку изменить нельзя.')).toBeTruthy();
    expect(within(panel()).queryByRole('button')).toBeNull();
    cleanup();
    const received = shipped().shipment;
    await openOrder(
      fakeOrdersApi({ get: vi.fn(async () => anOrder({ shipment: { ...received, status: 'received' } })) }),
    );
    expect(within(panel()).getByText('Получен')).toBeTruthy();
    expect(within(panel()).queryByRole('button')).toBeNull();
  });
});

describe('shipmentSteps', () => {
  it("follows the domain's steps, with a correction of a shipped order and the pickup step first for pickup", () => {
    const at = (status: Order['shipment']['status'], method: Order['delivery']['method'] = 'courier') =>
      shipmentSteps(
        anOrder({
          shipment: { status, carrier: null, waybillNumber: null, history: [] },
          delivery: { method, address: null, transportCompany: null },
        }),
      );
    expect(at('preparing')).toEqual(['shipped', 'ready_for_pickup']);
    expect(at('preparing', 'pickup')).toEqual(['ready_for_pickup', 'shipped']);
    expect(at('shipped')).toEqual(['correct', 'received', 'preparing']);
    expect(at('ready_for_pickup')).toEqual(['received', 'preparing']);
    expect(at('received')).toEqual([]);
  });
});
