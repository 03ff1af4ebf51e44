/**
 * Test and story fixtures of orders in the contract's shapes (test-only: the `@shop/storefront-ui-orders/testing`
 * entry, never the production one).
 */
import type { Schema } from '@shop/api-contract';
import { vatIncluded } from '@shop/domain';
import { kopecksToDecimal, toKopecks } from '@shop/i18n-ru';

const CUSTOMER: Schema<'UserRef'> = {
  id: '8d6f1f0e-3b7a-4c59-9a3e-2f1d0c9b8a71',
  email: 'ivan@example.ru',
  firstName: 'Иван',
  lastName: 'Петров',
  companyTitle: 'ООО «Тахоком»',
};

/** Real-format requisites (Сбербанк's ИНН, КПП, ОГРН, БИК and correspondent account; a checking account that fits them). */
export const TEST_COMPANY: Schema<'CompanyRequisites'> = {
  title: 'ООО «Тахоком»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  checkingAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
};

/** An order line, its total worked out from the price and quantity; override any field. */
export function testOrderLine(overrides: Partial<Schema<'OrderLine'>> = {}): Schema<'OrderLine'> {
  const price = overrides.price ?? '45000.00';
  const quantity = overrides.quantity ?? 1;
  return {
    product: null,
    article: 'ATOL-DRIVE-5',
    title: 'Тахограф Атол Drive 5',
    price,
    quantity,
    total: kopecksToDecimal(toKopecks(price) * BigInt(quantity)),
    ...overrides,
  };
}

/** An order of a company payer, new (`created`), shipping not yet known; its sums worked out from the lines. */
export function testOrder(overrides: Partial<Schema<'Order'>> = {}): Schema<'Order'> {
  const lineList = overrides.lineList ?? [testOrderLine({ quantity: 2 })];
  const itemsTotal = kopecksToDecimal(lineList.reduce((sum, line) => sum + toKopecks(line.total), 0n));
  const createdAt = '2026-11-25T09:30:00.000Z';
  return {
    id: '0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01',
    number: 1001,
    status: 'created',
    payerType: 'company',
    company: TEST_COMPANY,
    contact: {
      lastName: 'Петров',
      firstName: 'Иван',
      middleName: 'Сергеевич',
      phone: '+7 900 123-45-67',
      email: 'ivan@example.ru',
    },
    delivery: { method: 'courier', address: 'г. Москва, ул. Складочная, д. 1, стр. 2', transportCompany: null },
    comment: null,
    managerComment: null,
    customer: CUSTOMER,
    lineList,
    itemsTotal,
    shippingCost: null,
    total: null,
    vatRate: '22',
    vatAmount: vatIncluded(itemsTotal, '22'),
    createdAt,
    updatedAt: createdAt,
    statusChangedAt: createdAt,
    statusHistory: [{ from: null, to: 'created', changedAt: createdAt, changedBy: CUSTOMER, comment: null }],
    payment: { status: 'awaiting', paidAmount: '0.00', amountDue: itemsTotal, history: [] },
    shipment: { status: 'preparing', carrier: null, waybillNumber: null, history: [] },
    documentList: [],
    ...overrides,
  };
}

/** An order as the account's list shows it; override any field. */
export function testOrderSummary(overrides: Partial<Schema<'OrderSummary'>> = {}): Schema<'OrderSummary'> {
  return {
    id: '0b7c6a52-2d1e-4f8a-9c3b-5e6f7a8b9c01',
    number: 1001,
    status: 'created',
    paymentStatus: 'awaiting',
    shipmentStatus: 'preparing',
    payerType: 'company',
    companyTitle: 'ООО «Тахоком»',
    customer: CUSTOMER,
    itemsTotal: '90000.00',
    total: null,
    lineCount: 1,
    createdAt: '2026-11-25T09:30:00.000Z',
    ...overrides,
  };
}
