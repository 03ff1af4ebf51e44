import { ErrorCode } from '@shop/errors';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StockMovement } from './products-api';
import { ProductStockPage, wholeNumberOf } from './stock-page';
import { apiError, fakeFeatureApi, PRODUCT_ID, renderPage, untrackedStock } from './testing/fake-products-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const path = `/product/update/stock?id=${PRODUCT_ID}`;
const counted = untrackedStock(PRODUCT_ID, {
  tracked: true,
  onHand: 12,
  reserved: 5,
  free: 7,
  updatedAt: '2026-11-29T09:00:00.000Z',
});
const movement: StockMovement = {
  id: '7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a01',
  kind: 'reserve',
  onHandFrom: 12,
  onHandTo: 12,
  reservedFrom: 0,
  reservedTo: 5,
  order: { id: '8f9a0b1c-2d3e-4f5a-9b6c-7d8e9f0a1b01', number: 1042 },
  reason: null,
  changedBy: {
    id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c01',
    email: 'buyer@example.ru',
    firstName: null,
    lastName: null,
    companyTitle: null,
  },
  createdAt: '2026-11-29T09:30:00.000Z',
};

describe('stock page', () => {
  it('shows the figures and the movements, and adjusts with the on-hand the administrator saw', async () => {
    const api = fakeFeatureApi({
      products: {
        getStock: vi.fn(async () => counted),
        listStockMovements: vi.fn(async () => ({ movements: [movement], total: 1 })),
        adjustStock: vi.fn(async () => ({ ...counted, onHand: 20, free: 15 })),
      },
    });
    renderPage(ProductStockPage, path, api);
    expect(await screen.findByText('12 шт.')).toBeTruthy();
    expect(screen.getByText('7 шт.')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Движения остатка, новые сверху' });
    expect(within(table).getByText('Резерв заказа')).toBeTruthy();
    expect(within(table).getByText('№ 1042')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Штук на складе'), { target: { value: '20' } });
    fireEvent.input(screen.getByLabelText('Причина'), { target: { value: 'Поставка по накладной 17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить остаток' }));
    await waitFor(() =>
      expect(api.products.adjustStock).toHaveBeenCalledWith(PRODUCT_ID, {
        onHand: 20,
        reason: 'Поставка по накладной 17',
        expectedOnHand: 12,
      }),
    );
    expect(await screen.findByText('20 шт.')).toBeTruthy();
  });

  it('says when the product is not counted, starts counting from null, and refuses a bad quantity or no reason', async () => {
    const api = fakeFeatureApi({});
    renderPage(ProductStockPage, path, api);
    expect(await screen.findByText(/Остаток этого товара не считается/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить остаток' }));
    expect(await screen.findByText('Введите целое число от 0 до 10 000 000')).toBeTruthy();
    expect(screen.getByText('Укажите причину')).toBeTruthy();
    expect(api.products.adjustStock).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText('Штук на складе'), { target: { value: '3' } });
    fireEvent.input(screen.getByLabelText('Причина'), { target: { value: 'Начальный остаток' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить остаток' }));
    await waitFor(() =>
      expect(api.products.adjustStock).toHaveBeenCalledWith(PRODUCT_ID, {
        onHand: 3,
        reason: 'Начальный остаток',
        expectedOnHand: null,
      }),
    );
  });

  it('reloads the figures when the count changed meanwhile (32)', async () => {
    const getStock = vi
      .fn()
      .mockResolvedValueOnce(counted)
      .mockResolvedValue({ ...counted, onHand: 9, free: 4 });
    const api = fakeFeatureApi({
      products: { getStock, adjustStock: vi.fn().mockRejectedValue(apiError(ErrorCode.Conflict)) },
    });
    renderPage(ProductStockPage, path, api);
    fireEvent.input(await screen.findByLabelText('Штук на складе'), { target: { value: '20' } });
    fireEvent.input(screen.getByLabelText('Причина'), { target: { value: 'Пересчёт' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить остаток' }));
    expect(await screen.findByText('9 шт.')).toBeTruthy();
    expect(getStock).toHaveBeenCalledTimes(2);
  });

  it('saves sale on order with its lead time, and refuses a lead time out of range', async () => {
    const api = fakeFeatureApi({ products: { getStock: vi.fn(async () => counted) } });
    renderPage(ProductStockPage, path, api);
    fireEvent.click(await screen.findByLabelText('Продавать под заказ, когда свободных нет'));
    fireEvent.input(screen.getByLabelText('Срок поставки под заказ, дней'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите целое число от 1 до 365 или оставьте пустым')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Срок поставки под заказ, дней'), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.products.updateStockSettings).toHaveBeenCalledWith(PRODUCT_ID, {
        backorder: true,
        saleStopped: false,
        leadTimeDays: 14,
      }),
    );
  });

  it('says when the stock failed to load and loads it again on «Повторить»', async () => {
    const getStock = vi.fn().mockRejectedValueOnce(apiError(0, 500)).mockResolvedValue(counted);
    renderPage(ProductStockPage, path, fakeFeatureApi({ products: { getStock } }));
    expect(await screen.findByText('Не удалось загрузить остаток.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('12 шт.')).toBeTruthy();
  });
});

describe('wholeNumberOf', () => {
  it('reads whole numbers with spaces within the bounds, nothing else', () => {
    expect(wholeNumberOf('10 000', 0, 10_000_000)).toBe(10_000);
    expect(wholeNumberOf('0', 0, 5)).toBe(0);
    expect(wholeNumberOf('6', 0, 5)).toBeNull();
    expect(wholeNumberOf('2,5', 0, 5)).toBeNull();
    expect(wholeNumberOf('-1', 0, 5)).toBeNull();
    expect(wholeNumberOf('', 0, 5)).toBeNull();
  });
});
