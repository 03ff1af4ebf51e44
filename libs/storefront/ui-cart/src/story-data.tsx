import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { testCartLine, testPicture, testProductCard } from '@shop/storefront-testing';

/** Story-only: the links of these pieces are router links, so stories render inside a memory router. */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

/** Story-only cart lines with real copy: an ordinary one, a long title with a group price, and one no longer sold. */
export const storyLines = {
  tachograph: testCartLine({
    quantity: 2,
    product: testProductCard({
      id: 'p-atol',
      title: 'Тахограф Атол Drive 5 с блоком СКЗИ',
      article: 'ATOL-DRIVE-5',
      personalPrice: '45000.00',
      mainImage: testPicture('Атол Drive 5'),
    }),
  }),
  longTitle: testCartLine({
    quantity: 12,
    product: testProductCard({
      id: 'p-eskort',
      title:
        'Датчик уровня топлива Эскорт ТД-150 ёмкостный, длина 700 мм, интерфейсы RS-485 и частотный, с комплектом для монтажа',
      article: 'TD-150-700-RS485-FREQ-MOUNT',
      basePrice: '12500.00',
      personalPrice: '11250.50',
      mainImage: testPicture('Эскорт ТД-150'),
    }),
  }),
  notSold: testCartLine({
    quantity: 1,
    isPurchasable: false,
    unavailableReason: 'not_sold',
    product: testProductCard({
      id: 'p-old',
      title: 'Карта водителя для тахографа (старый образец)',
      article: 'CARD-OLD',
      personalPrice: '2900.00',
      availability: 'not_sold',
      mainImage: null,
    }),
  }),
};
