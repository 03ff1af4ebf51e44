import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryBuyingControls } from '@shop/storefront-ui-cart/testing';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { ProductPage } from './product-page';
import { storyCrumbs, storyProduct } from './story-data';

/** The page at its address, with the buying controls the app wires in; `inCart` puts pieces in the cart. */
function StoryProductPage({ product, inCart }: { product: typeof storyProduct; inCart?: Record<string, number> }) {
  const [Stub] = useState(() =>
    createRoutesStub([
      { path: '/product/:slug', Component: () => <ProductPage product={product} breadcrumbs={storyCrumbs} /> },
    ]),
  );
  return (
    <StoryBuyingControls inCart={inCart}>
      <Stub initialEntries={[`/product/${product.slug}`]} />
    </StoryBuyingControls>
  );
}

const meta = {
  title: 'Storefront/Product/Product page',
  component: StoryProductPage,
  args: { product: storyProduct },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer group's price, four pictures, attributes, analogues and accessories. */
export const GroupPrice: Story = {};

/** 100 000 in the cart: the quantity shows the whole number. */
export const AtTheCap: Story = { name: '100 000 in the cart', args: { inCart: { [storyProduct.id]: 100_000 } } };

/** Counted and none free: «В корзину» disabled with the reason. */
export const OutOfStock: Story = {
  args: {
    product: {
      ...storyProduct,
      availability: 'out_of_stock',
      basePrice: '55419.70',
      relations: { analogues: [], accessories: [], related: [] },
    },
  },
};
