import { renderAdminPage } from '@shop/admin-testing';
import { screen } from '@testing-library/react';
import { withAdminUi } from '@shop/admin-ui-data/testing';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { kopecksToDecimal, toKopecks } from '@shop/i18n-ru';
import type {
  Order,
  OrderDocument,
  OrderPaymentRecord,
  OrdersApi,
  OrderShipmentChange,
  OrderSummary,
  UserRef,
} from '../orders-api';
import { OrderInfoPage } from '../order-info-page';
import { OrdersApiProvider } from '../orders-api-context';

/** The API's error replies, as the page tests throw them. */
export { apiError } from '@shop/admin-testing';

export const ORDER_ID = '7a1c9b11-0c0a-4c55-9a40-2f0f5f1c2b8e';
export const USER_ID = '5f1c2b8e-0c0a-4c55-9a40-2f0f7a1c9b11';
export const PRODUCT_ID = '0b6f1d7e-5a43-4c1e-9d8e-2f6a3b1c7d01';
export const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
export const DOCUMENT_ID = '3c9d2e4f-1a2b-4c3d-8e5f-6a7b8c9d0e01';
/** When the fake API's writes say they changed the order. */
export const CHANGED_AT = '2026-03-06T08:00:00.000Z';

/** The administrator who records payments and shipments in the samples. */
export const anAdmin = (): UserRef => ({
  id: ADMIN_ID,
  email: 'root@shop.test',
  firstName: null,
  lastName: null,
  companyTitle: null,
});

/** A payment of an order, with overrides. */
export function aPaymentRecord(overrides: Partial<OrderPaymentRecord> = {}): OrderPaymentRecord {
  return {
    id: '2b8e0c0a-4c55-4a40-9f1c-7a1c9b110001',
    kind: 'payment',
    amount: '20000.00',
    paidOn: '2026-03-05',
    documentNumber: 'п/п 512',
    comment: null,
    paymentStatus: 'partially_paid',
    recordedAt: '2026-03-05T12:00:00.000Z',
    recordedBy: anAdmin(),
    ...overrides,
  };
}

/** A step of an order's shipment, with overrides. */
export function aShipmentChange(overrides: Partial<OrderShipmentChange> = {}): OrderShipmentChange {
  return {
    from: 'preparing',
    to: 'shipped',
    carrier: 'СДЭК',
    waybillNumber: '1234567890',
    comment: null,
    changedAt: '2026-03-05T15:00:00.000Z',
    changedBy: anAdmin(),
    ...overrides,
  };
}

/** A document attached to an order, with overrides. */
export function aDocument(overrides: Partial<OrderDocument> = {}): OrderDocument {
  return {
    id: DOCUMENT_ID,
    kind: 'upd',
    title: 'УПД № 118 от 05.03.2026',
    size: 48_128,
    createdAt: '2026-03-05T16:00:00.000Z',
    ...overrides,
  };
}

/** The customer of the sample orders. */
export function aCustomer(overrides: Partial<UserRef> = {}): UserRef {
  return {
    id: USER_ID,
    email: 'ivanov@firma.ru',
    firstName: 'Иван',
    lastName: 'Иванов',
    companyTitle: 'ООО «Тахограф-Сервис»',
    ...overrides,
  };
}

/** A row of the admin order list, with overrides. */
export function aSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ORDER_ID,
    number: 1001,
    status: 'created',
    paymentStatus: 'awaiting',
    shipmentStatus: 'preparing',
    payerType: 'company',
    companyTitle: 'ООО «Тахограф-Сервис»',
    customer: aCustomer(),
    itemsTotal: '45900.00',
    total: null,
    lineCount: 2,
    createdAt: '2026-03-05T11:03:09.000Z',
    ...overrides,
  };
}

/** A new company order as the admin API returns it, with overrides. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 1001,
    status: 'created',
    payerType: 'company',
    company: {
      title: 'ООО «Тахограф-Сервис»',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      checkingAccount: '40702810938000000001',
      correspondentAccount: '30101810400000000225',
    },
    contact: {
      firstName: 'Иван',
      lastName: 'Иванов',
      middleName: 'Петрович',
      phone: '+7 (912) 345-67-89',
      email: 'ivanov@firma.ru',
    },
    delivery: { method: 'transport_company', address: 'г. Екатеринбург, ул. Ленина, д. 1', transportCompany: 'СДЭК' },
    comment: 'Позвоните перед отгрузкой',
    managerComment: null,
    customer: aCustomer(),
    lineList: [
      {
        product: {
          id: PRODUCT_ID,
          slug: 'takhograf-shtrikh-m',
          article: 'ШТ-М-001',
          title: 'Тахограф «Штрих-М» с блоком СКЗИ',
          basePrice: '45000.00',
          personalPrice: '45000.00',
          availability: 'in_stock',
          stock: null,
          mainImage: null,
          primaryCategory: null,
        },
        article: 'ШТ-М-001',
        title: 'Тахограф «Штрих-М» с блоком СКЗИ',
        price: '45000.00',
        quantity: 1,
        total: '45000.00',
      },
      { product: null, article: 'КБ-12', title: 'Кабель питания 12 В', price: '450.00', quantity: 2, total: '900.00' },
    ],
    itemsTotal: '45900.00',
    shippingCost: null,
    total: null,
    vatRate: '22',
    vatAmount: '8277.05',
    createdAt: '2026-03-05T11:03:09.000Z',
    updatedAt: '2026-03-05T11:03:09.000Z',
    statusChangedAt: '2026-03-05T11:03:09.000Z',
    statusHistory: [
      { from: null, to: 'created', changedAt: '2026-03-05T11:03:09.000Z', changedBy: aCustomer(), comment: null },
    ],
    payment: { status: 'awaiting', paidAmount: '0.00', amountDue: '45900.00', history: [] },
    shipment: { status: 'preparing', carrier: null, waybillNumber: null, history: [] },
    documentList: [],
    ...overrides,
  };
}

/** A fake orders API whose calls are spies; override what a test needs. */
export function fakeOrdersApi(overrides: Partial<OrdersApi> = {}): OrdersApi {
  return {
    list: vi.fn(async ({ page, limit }) => ({ orderList: [], pagination: { page, limit, total: 0 } })),
    exportList: vi.fn(async () => ({ blob: new Blob(['xlsx']), fileName: 'Заказы 2026-03-05.xlsx' })),
    get: vi.fn(async (orderId: string) => anOrder({ id: orderId })),
    update: vi.fn(async (orderId, body) =>
      anOrder({
        id: orderId,
        shippingCost: body.shippingCost ?? null,
        managerComment: body.managerComment ?? null,
        updatedAt: CHANGED_AT,
      }),
    ),
    changeStatus: vi.fn(async (orderId, body) => anOrder({ id: orderId, status: body.status, updatedAt: CHANGED_AT })),
    // The writes answer with the sample order (45 900 ₽ of items, nothing paid or shipped before) after the step.
    recordPayment: vi.fn(async (orderId, body) => {
      const paid = body.kind === 'payment' ? toKopecks(body.amount) : 0n;
      const payment = aPaymentRecord({ ...body, comment: body.comment ?? null, recordedAt: CHANGED_AT });
      return anOrder({
        id: orderId,
        updatedAt: CHANGED_AT,
        payment: {
          status: payment.paymentStatus,
          paidAmount: kopecksToDecimal(paid),
          amountDue: kopecksToDecimal(toKopecks('45900.00') - paid),
          history: [payment],
        },
      });
    }),
    changeShipment: vi.fn(async (orderId, body) => {
      const change = aShipmentChange({
        to: body.status,
        carrier: body.carrier ?? null,
        waybillNumber: body.waybillNumber ?? null,
        comment: body.comment ?? null,
        changedAt: CHANGED_AT,
      });
      return anOrder({
        id: orderId,
        updatedAt: CHANGED_AT,
        shipment: {
          status: body.status,
          carrier: change.carrier,
          waybillNumber: change.waybillNumber,
          history: [change],
        },
      });
    }),
    uploadDocument: vi.fn(async (orderId, { kind, file }) =>
      anOrder({
        id: orderId,
        documentList: [aDocument({ kind, title: file.name.replace(/\.pdf$/i, ''), size: file.size })],
      }),
    ),
    downloadDocument: vi.fn(async () => ({ blob: new Blob(['%PDF']), fileName: null })),
    deleteDocument: vi.fn(async (orderId) => anOrder({ id: orderId, documentList: [] })),
    downloadInvoice: vi.fn(async () => ({ blob: new Blob(['%PDF']), fileName: 'Счёт № 1001.pdf' })),
    getCustomer: vi.fn(async (userId: string) => aCustomer({ id: userId })),
    ...overrides,
  };
}

/** A new order that is paid in full (45 900 ₽ of items and 350 ₽ of shipping, which the manager has yet to set) and shipped. */
export function aReadyOrder(overrides: Partial<Order> = {}): Order {
  const payment = aPaymentRecord({ amount: '46250.00', paymentStatus: 'partially_paid' });
  return anOrder({
    payment: { status: 'partially_paid', paidAmount: '46250.00', amountDue: '0.00', history: [payment] },
    shipment: { status: 'shipped', carrier: 'СДЭК', waybillNumber: '1234567890', history: [aShipmentChange()] },
    ...overrides,
  });
}

/** Renders one order page at `path` (router paths, no basename) with a query client, toasts, overlays and the fake API. */
export function renderPage(Page: ComponentType, path: string, api: OrdersApi) {
  return renderAdminPage(Page, path, { wrapper: withAdminUi(OrdersApiProvider, { api }) });
}

/** Opens the sample order's page over `api` once its heading shows. */
export async function openOrder(api: OrdersApi) {
  const view = renderPage(OrderInfoPage, `/order/info?id=${ORDER_ID}`, api);
  await screen.findByRole('heading', { level: 1, name: 'Заказ № 1001' });
  return view;
}
