import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schema } from '@shop/api-contract';
import { json } from '@shop/session/testing';
import { StoryShop } from '@shop/storefront-data-access/testing';
import { testCart, testProductCard } from '@shop/storefront-testing';
import { testOrder, testOrderLine } from '@shop/storefront-ui-orders/testing';
import { OverlayProvider, ToastProvider } from '@shop/ui-kit';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { OrderPage } from './order-page';
// Stories only: the storefront links these styles through app/styles.css.
import '@shop/storefront-ui-layout/styles.css';
import '@shop/storefront-ui-orders/styles.css';
import './orders.css';

const ATOL = testProductCard({ id: 'or-atol', slug: 'atol-drive-5', article: 'ATOL-DRIVE-5' });
const ESKORT = testProductCard({ id: 'or-eskort', slug: 'eskort-td-150', article: 'TD-150-700' });

const LINES = [
  testOrderLine({
    product: ATOL,
    article: ATOL.article,
    title: 'Тахограф Атол Drive 5 с блоком СКЗИ',
    price: '45000.00',
    quantity: 2,
  }),
  testOrderLine({
    product: ESKORT,
    article: ESKORT.article,
    title:
      'Датчик уровня топлива Эскорт ТД-150 ёмкостный, длина 700 мм, интерфейсы RS-485 и частотный, с комплектом для монтажа',
    price: '11250.50',
    quantity: 100_000,
  }),
  testOrderLine({
    product: null,
    article: 'CARD-OLD',
    title: 'Карта водителя (старый образец)',
    price: '2900.00',
    quantity: 1,
  }),
];

const MANAGER = {
  id: 'manager-1',
  email: 'manager@tachosnab.local',
  firstName: 'Ольга',
  lastName: 'Смирнова',
  companyTitle: null,
};

/** A company's new order: large sums, a product since deleted, shipping not known yet. */
const NEW_COMPANY_ORDER = testOrder({
  number: 100245,
  lineList: LINES,
  comment: 'Позвоните за час до доставки, пожалуйста. Въезд во двор со стороны Складочной улицы, ворота № 3.',
});

/** An individual's completed order: shipping set by the manager, a manager's comment, the status history. */
const COMPLETED_ORDER = (() => {
  const order = testOrder({ number: 100198, lineList: LINES.slice(0, 1), payerType: 'individual', company: null });
  const shippingCost = '1500.00';
  return testOrder({
    ...order,
    status: 'completed',
    shippingCost,
    total: '91500.00',
    managerComment: 'Отгружено со склада в Москве, накладная № 4512.',
    statusHistory: [
      ...order.statusHistory,
      { from: 'created', to: 'completed', changedAt: '2026-11-26T14:05:00.000Z', changedBy: MANAGER, comment: null },
    ],
  });
})();

/** `resolveQuickOrder` for «Повторить заказ»: the tachograph is there, the sensor no longer sold, the card gone. */
const REPEAT_ROUTES = {
  'POST /api/v1/cart/quick-order/resolve': json(200, {
    payload: {
      lineList: [
        { article: ATOL.article, status: 'found', quantity: 2, capped: false, exceedsStock: false, product: ATOL },
        {
          article: ESKORT.article,
          status: 'not_purchasable',
          quantity: 100_000,
          capped: false,
          exceedsStock: false,
          product: ESKORT,
        },
        { article: 'CARD-OLD', status: 'not_found', quantity: 1, capped: false, exceedsStock: false, product: null },
      ] satisfies Schema<'QuickOrderLine'>[],
    },
  }),
  'POST /api/v1/cart/product': json(200, { payload: { cart: testCart() } }),
};

/** /account/order/{id} under the providers the storefront gives it. */
function StoryOrderPage({ order }: { order: Schema<'Order'> }) {
  const [Stub] = useState(() =>
    createRoutesStub([{ path: '/account/order/:id', Component: () => <OrderPage order={order} /> }]),
  );
  return (
    <StoryShop routes={REPEAT_ROUTES}>
      <ToastProvider>
        <OverlayProvider>
          <Stub initialEntries={[`/account/order/${order.id}`]} />
        </OverlayProvider>
      </ToastProvider>
    </StoryShop>
  );
}

const meta = {
  title: 'Storefront/Orders/Order page',
  component: StoryOrderPage,
  args: { order: NEW_COMPANY_ORDER },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A company's new order: «Повторить заказ», «Скачать счёт» and «Отменить заказ». */
export const NewCompanyOrder: Story = {};

/** An individual's completed order with the shipping cost and the manager's comment. */
export const CompletedOrder: Story = { args: { order: COMPLETED_ORDER } };

/** After «Повторить заказ»: what went into the cart and what could not. */
export const Repeated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить заказ' }));
    const report = await canvas.findByRole('region', { name: 'Повтор заказа' });
    await expect(within(report).getByText(/Карта водителя \(старый образец\)/)).toBeVisible();
  },
};
