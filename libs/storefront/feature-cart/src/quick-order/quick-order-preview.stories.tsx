import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schema } from '@shop/api-contract';
import { MemoryRouter } from 'react-router';
import { QuickOrderPreview } from './quick-order-preview';
import type { QuickOrderPreviewRow } from './quick-order';
// Stories only: the storefront links the cart lib's styles through app/styles.css.
import './quick-order.css';

function card(
  id: string,
  article: string,
  title: string,
  personalPrice: string,
  availability: Schema<'Availability'> = 'in_stock',
  stock: Schema<'ShownStock'> | null = null,
): Schema<'ProductCard'> {
  return {
    id,
    slug: `product-${id}`,
    article,
    title,
    basePrice: personalPrice,
    personalPrice,
    availability,
    stock,
    mainImage: null,
    primaryCategory: null,
  };
}

const rows: QuickOrderPreviewRow[] = [
  {
    kind: 'found',
    lineNumber: 1,
    article: 'DTCO 4.1',
    quantity: 2,
    capped: false,
    exceedsStock: false,
    product: card('1', 'DTCO 4.1', 'Тахограф Continental VDO DTCO 4.1 с блоком СКЗИ', '89500.00'),
  },
  {
    kind: 'found',
    lineNumber: 2,
    article: 'KV-SKZI',
    quantity: 100000,
    capped: true,
    exceedsStock: false,
    product: card('2', 'KV-SKZI', 'Карта водителя с СКЗИ', '1850.00'),
  },
  { kind: 'not_found', lineNumber: 3, article: 'NOPE-404', quantity: 5, capped: false },
  {
    kind: 'not_purchasable',
    lineNumber: 5,
    article: 'Stoneridge SE5000',
    quantity: 1,
    capped: false,
    exceedsStock: false,
    product: card(
      '3',
      'Stoneridge SE5000',
      'Тахограф Stoneridge SE5000 Exakt Duo² (снят с производства)',
      '72000.00',
      'not_sold',
    ),
  },
  { kind: 'invalid', lineNumber: 6, text: 'LLS 5-700;много', message: 'Количество «много» — не число' },
  {
    kind: 'found',
    lineNumber: 7,
    article: 'CAB-DTCO-41-EXTRA-LONG-ARTICLE-0001',
    quantity: 12,
    capped: false,
    exceedsStock: true,
    product: card(
      '4',
      'CAB-DTCO-41-EXTRA-LONG-ARTICLE-0001',
      'Кабель питания и CAN-шины для тахографа DTCO 4.1 с разъёмами ISO A/B/C/D, длина 6 м, для седельных тягачей и автобусов',
      '4320.50',
      'in_stock',
      { level: 'low', leadTimeDays: null, free: { quantity: 4, more: false } },
    ),
  },
];

const meta = {
  title: 'Storefront/Cart/QuickOrderPreview',
  component: QuickOrderPreview,
  args: { rows },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof QuickOrderPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of line: found, cut to 100 000, not found, not sold, unreadable, and a long title and article asking more than is free. */
export const AllKinds: Story = {};

/** The same lines in the dark colour mode (toolbar global `colorMode`). */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
};

/** A 390 px phone: each line becomes a block of labelled values. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};

/** Only lines that cannot be added: the panel then offers no add button. */
export const NothingFound: Story = {
  args: { rows: rows.filter((row) => row.kind !== 'found') },
};
