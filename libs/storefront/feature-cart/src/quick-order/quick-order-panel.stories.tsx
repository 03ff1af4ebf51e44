import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schema } from '@shop/api-contract';
import { json } from '@shop/session/testing';
import { ApiProvider } from '@shop/storefront-data-access';
import { fakeApiClient, testCart, testProductCard } from '@shop/storefront-testing';
import { ToastProvider } from '@shop/ui-kit';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { createCartStore } from '../cart-store';
import { CartProvider } from '../react';
import { QuickOrderPanel } from './quick-order-panel';
// Stories only: the storefront links the cart lib's styles through app/styles.css.
import '@shop/storefront-ui-layout/styles.css';
import './quick-order.css';

/** The shop's products by article, as the API's resolver finds them (SPEC 5: at most 100 000 a line). */
const CATALOGUE: Record<string, Schema<'ProductCard'>> = {
  'DTCO 4.1': testProductCard({
    id: 'qo-dtco',
    article: 'DTCO 4.1',
    title: 'Тахограф Continental VDO DTCO 4.1 с блоком СКЗИ',
    personalPrice: '89500.00',
  }),
  'KV-SKZI': testProductCard({
    id: 'qo-card',
    article: 'KV-SKZI',
    title: 'Карта водителя с СКЗИ',
    personalPrice: '1850.00',
  }),
  SE5000: testProductCard({
    id: 'qo-se5000',
    article: 'SE5000',
    title: 'Тахограф Stoneridge SE5000 (снят с продажи)',
    personalPrice: '55419.70',
    availability: 'not_sold',
  }),
};

/** `POST /cart/quick-order/resolve` answered from {@link CATALOGUE}. */
async function resolve(request: Request): Promise<Response> {
  const { lineList } = (await request.json()) as { lineList: { article: string; quantity: number }[] };
  const resolved: Schema<'QuickOrderLine'>[] = lineList.map(({ article, quantity }) => {
    const product = CATALOGUE[article] ?? null;
    const status = !product ? 'not_found' : product.availability === 'not_sold' ? 'not_purchasable' : 'found';
    return {
      article,
      status,
      quantity: Math.min(quantity, 100_000),
      capped: quantity > 100_000,
      exceedsStock: false,
      product,
    };
  });
  return json(200, { payload: { lineList: resolved } })();
}

/** The panel as the cart page holds it: the tab's API and cart and the toasts. */
function StoryQuickOrder() {
  const [{ client, cart }] = useState(() => {
    const { client } = fakeApiClient({
      'POST /api/v1/cart/quick-order/resolve': resolve,
      'POST /api/v1/cart/product': json(200, { payload: { cart: testCart() } }),
      'GET /api/v1/cart': json(200, { payload: { cart: testCart() } }),
    });
    return { client, cart: createCartStore({ api: client, storage: null, subscribeStorage: () => () => undefined }) };
  });
  return (
    <MemoryRouter>
      <ApiProvider api={client}>
        <CartProvider store={cart}>
          <ToastProvider>
            <QuickOrderPanel />
          </ToastProvider>
        </CartProvider>
      </ApiProvider>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Storefront/Cart/Quick order panel',
  component: StoryQuickOrder,
  parameters: {
    docs: {
      description: {
        component:
          '«Быстрый заказ» on the cart page: lines of «article quantity» pasted from Excel or 1C (or a CSV/XLSX file), checked against the catalogue, previewed line by line and added in one go. Try DTCO 4.1, KV-SKZI and SE5000.',
      },
    },
  },
} satisfies Meta<typeof StoryQuickOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Checked: found lines, one cut to 100 000, an article not found, a product not sold and a line that is no line. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Артикулы и количество' }),
      'DTCO 4.1 2{enter}KV-SKZI;150000{enter}NOPE-404 5{enter}SE5000 1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить' }));
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** Nothing to check: the field says so. */
export const NothingToCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Проверить' }));
    await expect(canvas.getByRole('textbox', { name: 'Артикулы и количество' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
