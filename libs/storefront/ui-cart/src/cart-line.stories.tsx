import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '@shop/ui-kit/storybook';
import { useState } from 'react';
import { CartLineView, type CartLineViewProps } from './cart-line';
import { storyLines, withRouter } from './story-data';
// Stories only: the storefront links this lib's styles through app/styles.css.
import './cart.css';

const noop = () => undefined;

/** A line whose quantity follows its field, as the cart page wires it. */
function LiveLine(props: Pick<CartLineViewProps, 'line'> & { message?: string }) {
  const [quantity, setQuantity] = useState(props.line.quantity);
  const [message, setMessage] = useState(props.message);
  return (
    <ul className="sf-cart-lines">
      <CartLineView
        line={{ ...props.line, quantity }}
        href="/product/story"
        onStep={(delta) => setQuantity((value) => Math.max(1, Math.min(100000, value + delta)))}
        onSet={(next, capped) => {
          setQuantity(next);
          setMessage(capped ? 'Максимум 100 000' : undefined);
        }}
        onRemove={noop}
        message={message}
      />
    </ul>
  );
}

const meta = {
  title: 'Storefront/Cart/Cart line',
  component: CartLineView,
  decorators: [withRouter],
  args: { line: storyLines.tachograph, href: '/product/story', onStep: noop, onSet: noop, onRemove: noop },
} satisfies Meta<typeof CartLineView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  render: () => (
    <BothModes>
      <ul className="sf-cart-lines">
        {Object.values(storyLines).map((line) => (
          <CartLineView
            key={line.product.id}
            line={line}
            href={line.isPurchasable ? '/product/story' : null}
            onStep={noop}
            onSet={noop}

            onRemove={noop}
          />
        ))}
      </ul>
    </BothModes>
  ),
};

export const TypeAQuantity: Story = {
  name: 'Typing a quantity (try 150000)',
  render: () => <LiveLine line={storyLines.longTitle} />,
};

export const AtTheCap: Story = {
  render: () => (
    <LiveLine line={{ ...storyLines.tachograph, quantity: 100000, sum: '4500000000.00' }} message="Максимум 100 000" />
  ),
};

export const OnAPhone: Story = {
  render: () => (
    <PhoneFrame>
      <ul className="sf-cart-lines">
        {Object.values(storyLines).map((line) => (
          <CartLineView
            key={line.product.id}
            line={line}
            href="/product/story"
            onStep={noop}
            onSet={noop}
            onRemove={noop}
          />
        ))}
      </ul>
    </PhoneFrame>
  ),
};

/** More asked than is free (issue #28): a customer of a group is told how many are free, a guest only that it is short. */
export const BeyondTheStock: Story = {
  render: () => (
    <BothModes>
      <ul className="sf-cart-lines">
        <CartLineView
          line={{ ...storyLines.tachograph, quantity: 14, exceedsStock: true }}
          href="/product/story"
          onStep={noop}
          onSet={noop}
          onRemove={noop}
          warning="Больше, чем есть на складе: свободно 12 шт."
        />
        <CartLineView
          line={{ ...storyLines.longTitle, quantity: 9, exceedsStock: true }}
          href="/product/story"
          onStep={noop}
          onSet={noop}
          onRemove={noop}
          warning="Больше, чем есть на складе"
        />
      </ul>
    </BothModes>
  ),
};
