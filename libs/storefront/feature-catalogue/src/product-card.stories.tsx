import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ProductCardView, type ListingLayout } from '@shop/storefront-ui-catalogue';
import { MemoryRouter } from 'react-router';
import { ProductGrid } from './product-listing';
import { StoryBuyingControls } from '@shop/storefront-ui-cart/testing';
import { storyCards } from './story-data';

const cards = Object.values(storyCards);
/** Every product that can be bought, 100 000 of each in the cart (the cap: the quantity must show whole). */
const allAtTheCap = Object.fromEntries(
  cards
    .filter((card) => card.availability === 'in_stock' || card.availability === 'on_order')
    .map((card) => [card.id, 100_000]),
);

/** Cards link to product pages (a router) and carry the buying controls the app wires in. */
const withShop: Decorator = (Story) => (
  <MemoryRouter>
    <StoryBuyingControls>
      <Story />
    </StoryBuyingControls>
  </MemoryRouter>
);

function Cards({ layout, inCart }: { layout: ListingLayout; inCart?: Record<string, number> }) {
  return (
    <StoryBuyingControls inCart={inCart}>
      <ProductGrid layout={layout}>
        {cards.map((product) => (
          <li key={product.id}>
            <ProductCardView product={product} layout={layout} categorySlug="tahografy" />
          </li>
        ))}
      </ProductGrid>
    </StoryBuyingControls>
  );
}

const meta = {
  title: 'Storefront/Catalogue/Product card',
  component: ProductCardView,
  decorators: [withShop],
  args: { product: storyCards.inStock, layout: 'grid', categorySlug: 'tahografy' },
  parameters: {
    docs: {
      description: {
        component:
          'A product in a listing: picture, title, article, price (the group price with the base price struck through), availability and the buying controls. Try the toolbar’s phone widths: on a phone the heart sits on the picture’s corner.',
      },
    },
  },
} satisfies Meta<typeof ProductCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card; its props in the controls. */
export const Playground: Story = {};

/** Every availability (in stock, on order, none free, not sold), a group price, a long title, no picture: the grid. */
export const Grid: Story = { render: () => <Cards layout="grid" /> };

/** The same cards as a list. */
export const List: Story = { render: () => <Cards layout="list" /> };

/** 100 000 of each in the cart: the quantity shows the whole number on every card (at 320 px too). */
export const AtTheCapInTheGrid: Story = {
  name: '100 000 in the cart, grid',
  render: () => <Cards layout="grid" inCart={allAtTheCap} />,
};

export const AtTheCapInTheList: Story = {
  name: '100 000 in the cart, list',
  render: () => <Cards layout="list" inCart={allAtTheCap} />,
};

/** The customer group's price, the base price struck through beside it. */
export const GroupPrice: Story = { args: { product: storyCards.groupPrice } };

/** A title and an article longer than the card. */
export const LongTitle: Story = { args: { product: storyCards.longTitle } };

export const OnOrder: Story = { args: { product: storyCards.onOrder } };

/** Counted and none free: «В корзину» disabled with the reason. */
export const OutOfStock: Story = { args: { product: storyCards.outOfStock } };

/** Shown but not sold, and without a picture. */
export const NotSold: Story = { args: { product: storyCards.notSold } };
