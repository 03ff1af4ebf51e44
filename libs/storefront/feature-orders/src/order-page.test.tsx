import { CROSS_TAB_EVENTS } from '@shop/domain';
import { ErrorCode } from '@shop/errors';
import { fail, json } from '@shop/session/testing';
import { testProductCard } from '@shop/storefront-testing';
import { testOrder, testOrderLine } from '@shop/storefront-ui-orders/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutSuccessPage } from './checkout-success-page';
import { OrderPage } from './order-page';
import { type Order } from './orders-api';
import { renderRoute } from './test-harness';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const ATOL = testProductCard({ id: 'p-atol', slug: 'atol', article: 'ATOL-DRIVE-5' });
const SENSOR = testProductCard({ id: 'p-td', slug: 'td-150', article: 'TD-150', title: 'Датчик Эскорт ТД-150' });
const ORDER = testOrder({
  lineList: [
    testOrderLine({ product: ATOL, article: 'ATOL-DRIVE-5', title: 'Тахограф Атол Drive 5', quantity: 2 }),
    testOrderLine({
      product: SENSOR,
      article: 'TD-150',
      title: 'Датчик Эскорт ТД-150',
      price: '11250.50',
      quantity: 12,
    }),
    testOrderLine({
      product: null,
      article: 'CARD-OLD',
      title: 'Карта водителя (старый образец)',
      price: '2900.00',
      quantity: 1,
    }),
    testOrderLine({
      product: testProductCard({ id: 'p-se' }),
      article: 'SE5000',
      title: 'Тахограф Stoneridge SE5000',
      price: '72000.00',
      quantity: 1,
    }),
  ],
});

function renderOrder(order: Order, routes: Parameters<typeof renderRoute>[0]['routes'] = {}, onCartChanged = vi.fn()) {
  // The loader reads the order through the API, so a reload after a cancel shows the order as the API now has it.
  const view = renderRoute({
    path: '/account/order/:orderId',
    url: `/account/order/${order.id}`,
    routes: { 'GET /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01': json(200, { payload: { order } }), ...routes },
    loader: async ({ api }) => {
      const { data } = await api.GET('/api/v1/order/{orderId}', { params: { path: { orderId: order.id } } });
      return data?.payload.order;
    },
    Component: function Page() {
      return <OrderPage order={useLoaderData<Order>()} onCartChanged={onCartChanged} />;
    },
  });
  return { ...view, onCartChanged };
}

describe('OrderPage', () => {
  it('shows the lines, sums, payer, contact, delivery and history', async () => {
    renderOrder(ORDER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 1001' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Товары заказа' });
    expect(within(lines).getByRole('link', { name: 'Тахограф Атол Drive 5' }).getAttribute('href')).toBe(
      '/product/atol',
    );
    expect(within(lines).queryByRole('link', { name: 'Карта водителя (старый образец)' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Сумма заказа' }).textContent).toContain(
      'Стоимость доставки сообщит менеджер',
    );
    expect(screen.getByRole('region', { name: 'Плательщик' }).textContent).toContain('7707083893');
    expect(screen.getByRole('region', { name: 'Доставка' }).textContent).toContain('Курьер');
    expect(screen.getByRole('region', { name: 'История заказа' }).textContent).toContain('Заказ оформлен');
    expect(screen.getByRole('button', { name: 'Скачать счёт' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
  });

  it('offers neither the invoice to an individual nor the cancel of a completed order', async () => {
    renderOrder(testOrder({ payerType: 'individual', company: null, status: 'completed' }));
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 1001' });
    expect(screen.queryByRole('button', { name: 'Скачать счёт' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Повторить заказ' })).toBeTruthy();
  });

  it('repeats the order: resolves the articles, adds the found lines in one call and reports what was not added', async () => {
    const { api, onCartChanged } = renderOrder(ORDER, {
      'POST /api/v1/cart/quick-order/resolve': json(200, {
        payload: {
          lineList: [
            { article: 'ATOL-DRIVE-5', status: 'found', quantity: 2, capped: false, product: ATOL },
            { article: 'TD-150', status: 'found', quantity: 12, capped: false, product: SENSOR },
            { article: 'CARD-OLD', status: 'not_found', quantity: 1, capped: false, product: null },
            {
              article: 'SE5000',
              status: 'not_purchasable',
              quantity: 1,
              capped: false,
              product: testProductCard({ id: 'p-se', availability: 'not_sold' }),
            },
          ],
        },
      }),
      'POST /api/v1/cart/product': json(200, { payload: { cart: null } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить заказ' }));

    const report = await screen.findByRole('region', { name: 'Повтор заказа' });
    expect(report.textContent).toContain('В корзину добавлено: 2 позиции');
    expect(
      within(report).getByText('Карта водителя (старый образец) (CARD-OLD) — товара с таким артикулом нет в каталоге'),
    ).toBeTruthy();
    expect(within(report).getByText('Тахограф Stoneridge SE5000 (SE5000) — товар не продаётся')).toBeTruthy();
    expect(within(report).getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/cart');
    expect(document.activeElement).toBe(report);

    const resolve = api.calls('POST /api/v1/cart/quick-order/resolve');
    expect(JSON.parse(resolve[0]?.body ?? '{}')).toEqual({
      lineList: [
        { article: 'ATOL-DRIVE-5', quantity: 2 },
        { article: 'TD-150', quantity: 12 },
        { article: 'CARD-OLD', quantity: 1 },
        { article: 'SE5000', quantity: 1 },
      ],
    });
    const adds = api.calls('POST /api/v1/cart/product');
    expect(adds).toHaveLength(1);
    expect(JSON.parse(adds[0]?.body ?? '{}')).toEqual({
      cartProductList: [
        { productId: 'p-atol', quantity: 2 },
        { productId: 'p-td', quantity: 12 },
      ],
    });
    expect(onCartChanged).toHaveBeenCalledOnce();
    expect(localStorage.getItem(CROSS_TAB_EVENTS.cartUpdated)).not.toBeNull();
  });

  it('adds nothing and says so when no line can be bought any more', async () => {
    const { api, onCartChanged } = renderOrder(testOrder({ lineList: [testOrderLine({ article: 'GONE' })] }), {
      'POST /api/v1/cart/quick-order/resolve': json(200, {
        payload: { lineList: [{ article: 'GONE', status: 'not_found', quantity: 1, capped: false, product: null }] },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить заказ' }));
    const report = await screen.findByRole('region', { name: 'Повтор заказа' });
    expect(report.textContent).toContain('Ни один товар заказа сейчас нельзя добавить в корзину.');
    expect(within(report).queryByRole('link', { name: 'Перейти в корзину' })).toBeNull();
    expect(api.calls('POST /api/v1/cart/product')).toHaveLength(0);
    expect(onCartChanged).not.toHaveBeenCalled();
  });

  it('cancels the order only after the confirmation, then shows it canceled', async () => {
    const canceled = testOrder({ status: 'canceled' });
    const { api } = renderOrder(ORDER, {
      'POST /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01/cancel': json(200, { payload: { order: canceled } }),
      'GET /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01': [
        json(200, { payload: { order: ORDER } }),
        json(200, { payload: { order: canceled } }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ № 1001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Не отменять' }));
    expect(api.calls('POST /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01/cancel')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    const again = await screen.findByRole('dialog', { name: 'Отменить заказ № 1001?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Отменить заказ' }));
    expect(await screen.findByText('Заказ отменён')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull());
    expect(screen.getByText('Отменён')).toBeTruthy();
  });

  it('says the order can no longer be canceled (code 32) and reloads it', async () => {
    const completed = testOrder({ status: 'completed' });
    const { api } = renderOrder(ORDER, {
      'POST /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01/cancel': fail(409, ErrorCode.Conflict),
      'GET /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01': [
        json(200, { payload: { order: ORDER } }),
        json(200, { payload: { order: completed } }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отменить заказ' }));
    expect(await screen.findByText('Заказ уже нельзя отменить: его статус изменился')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Выполнен')).toBeTruthy());
    expect(api.calls('GET /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01')).toHaveLength(2);
  });

  it('downloads the invoice through the API client and saves it under the reply’s file name', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    const saved: { download: string; href: string }[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ download: this.download, href: this.href });
    });
    const { api } = renderOrder(ORDER, {
      'GET /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01/invoice': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="invoice-1001.pdf"; filename*=UTF-8''${encodeURIComponent('Счёт № 1001.pdf')}`,
          },
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать счёт' }));
    await waitFor(() => expect(saved).toEqual([{ download: 'Счёт № 1001.pdf', href: 'blob:invoice' }]));
    expect(created.mock.calls[0]?.[0]).toBeInstanceOf(Blob);
    // The invoice needs the customer's token, which a plain link would not carry.
    expect(api.calls('GET /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01/invoice')[0]?.auth).toBe(
      'Bearer access-test',
    );
    created.mockRestore();
    clicked.mockRestore();
  });

  it('shows where the money and the goods are, with the waybill, and downloads a closing document with the token', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:upd');
    const saved: string[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const documentId = '5f0e3d2c-1b0a-4c9d-8e7f-6a5b4c3d2e1f';
    const shipped = testOrder({
      ...ORDER,
      payment: {
        status: 'partially_paid',
        paidAmount: '50000.00',
        amountDue: '40000.00',
        history: [
          {
            id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
            kind: 'payment',
            amount: '50000.00',
            paidOn: '2026-11-26',
            documentNumber: '512',
            comment: null,
            paymentStatus: 'partially_paid',
            recordedAt: '2026-11-26T10:00:00.000Z',
            recordedBy: null,
          },
        ],
      },
      shipment: {
        status: 'shipped',
        carrier: 'СДЭК',
        waybillNumber: '1234567890',
        history: [
          {
            from: 'preparing',
            to: 'shipped',
            carrier: 'СДЭК',
            waybillNumber: '1234567890',
            comment: null,
            changedAt: '2026-11-27T08:00:00.000Z',
            changedBy: null,
          },
        ],
      },
      documentList: [
        { id: documentId, kind: 'upd', title: 'УПД № 118', size: 48_000, createdAt: '2026-11-27T08:05:00.000Z' },
      ],
    });
    const { api } = renderOrder(shipped, {
      [`GET /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01/document/${documentId}`]: () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    const fulfilment = await screen.findByRole('region', { name: 'Оплата и отгрузка' });
    for (const text of ['Оплачен частично', '50 000,00 ₽', '40 000,00 ₽', 'Отгружен', 'СДЭК', '1234567890', '№ 512'])
      expect(fulfilment.textContent).toContain(text);
    const documents = screen.getByRole('region', { name: 'Документы' });
    expect(documents.textContent).toContain('УПД № 118');
    await userEvent.click(within(documents).getByRole('button', { name: 'Скачать УПД «УПД № 118»' }));
    await waitFor(() => expect(saved).toEqual(['УПД № 118.pdf']));
    expect(api.calls(`GET /api/v1/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01/document/${documentId}`)[0]?.auth).toBe(
      'Bearer access-test',
    );
    created.mockRestore();
    clicked.mockRestore();
  });

  it('shows no documents section and nothing due once a cancelled order has none', async () => {
    renderOrder(testOrder({ status: 'canceled' }));
    const fulfilment = await screen.findByRole('region', { name: 'Оплата и отгрузка' });
    expect(fulfilment.textContent).toContain('Ожидает оплаты');
    expect(fulfilment.textContent).not.toContain('Осталось оплатить');
    expect(screen.queryByRole('region', { name: 'Документы' })).toBeNull();
  });
});

describe('CheckoutSuccessPage', () => {
  function renderSuccess(order: Order) {
    renderRoute({
      path: '/checkout/:orderId/success',
      url: `/checkout/${order.id}/success`,
      Component: () => <CheckoutSuccessPage order={order} />,
    });
  }

  it('names the order, says what happens next and offers a company its invoice', async () => {
    renderSuccess(testOrder({ number: 1001 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 1001 оформлен' })).toBeTruthy();
    expect(
      screen.getByText('Менеджер проверит наличие товаров, сообщит стоимость доставки и подтвердит заказ.'),
    ).toBeTruthy();
    expect(screen.getByText('Письмо с составом заказа отправлено на ivan@example.ru.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Счёт на оплату' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Открыть заказ' }).getAttribute('href')).toBe(
      '/account/order/0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01',
    );
    expect(screen.getByRole('link', { name: 'Продолжить покупки' }).getAttribute('href')).toBe('/category/list');
  });

  it('offers no invoice to an individual', async () => {
    renderSuccess(testOrder({ payerType: 'individual', company: null }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Счёт на оплату' })).toBeNull();
  });
});
