import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { testProductCard } from '@shop/storefront-testing';
import { testOrder, testOrderLine } from './testing';

/** Story-only: the pieces' links are router links, so stories render inside a memory router. */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

/** Story-only: an order with real copy — a long title, a product since deleted, large sums. */
export const storyOrder = testOrder({
  number: 100245,
  lineList: [
    testOrderLine({
      product: testProductCard({ slug: 'atol-drive-5' }),
      article: 'ATOL-DRIVE-5',
      title: 'Тахограф Атол Drive 5 с блоком СКЗИ',
      price: '45000.00',
      quantity: 2,
    }),
    testOrderLine({
      product: testProductCard({ slug: 'eskort-td-150' }),
      article: 'TD-150-700-RS485-FREQ-MOUNT',
      title:
        'Датчик уровня топлива Эскорт ТД-150 ёмкостный, длина 700 мм, интерфейсы RS-485 и частотный, с комплектом для монтажа',
      price: '11250.50',
      quantity: 12,
    }),
    testOrderLine({
      product: null,
      article: 'CARD-OLD',
      title: 'Карта водителя для тахографа (старый образец)',
      price: '2900.00',
      quantity: 100000,
    }),
  ],
  comment: 'Позвоните за час до доставки, пожалуйста. Въезд во двор со стороны Складочной улицы, ворота № 3.',
});
