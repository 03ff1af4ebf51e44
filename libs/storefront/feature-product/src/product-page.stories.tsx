import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryShop } from '@shop/storefront-data-access/testing';
import { StoryBuyingControls } from '@shop/storefront-ui-cart/testing';
import { ToastProvider } from '@shop/ui-kit';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { ProductPage } from './product-page';
import { storyCrumbs, storyProduct } from './story-data';

/**
 * The page at its address under the providers the app gives it (a signed-in customer, the toasts: the form «Сообщить о
 * поступлении» of a product none of which is free needs them), with the buying controls; `inCart` puts pieces in the
 * cart.
 */
function StoryProductPage({ product, inCart }: { product: typeof storyProduct; inCart?: Record<string, number> }) {
  const [Stub] = useState(() =>
    createRoutesStub([
      { path: '/product/:slug', Component: () => <ProductPage product={product} breadcrumbs={storyCrumbs} /> },
    ]),
  );
  return (
    <StoryShop>
      <ToastProvider>
        <StoryBuyingControls inCart={inCart}>
          <Stub initialEntries={[`/product/${product.slug}`]} />
        </StoryBuyingControls>
      </ToastProvider>
    </StoryShop>
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

/** Counted and none free: «В корзину» disabled with the reason, and the form to be told when it is back. */
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
