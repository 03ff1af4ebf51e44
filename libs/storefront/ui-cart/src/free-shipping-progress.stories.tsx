import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes } from '@shop/ui-kit/storybook';
import { FreeShippingProgress } from './free-shipping-progress';
// Stories only: the storefront links this lib's styles through app/styles.css.
import './cart.css';

const meta = {
  title: 'Storefront/Cart/Free-shipping progress',
  component: FreeShippingProgress,
  args: { freeShippingCost: '5000.00', total: '3499.50' },
} satisfies Meta<typeof FreeShippingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stages: Story = {
  render: () => (
    <BothModes>
      <div style={{ display: 'grid', gap: 24, maxWidth: 360 }}>
        <FreeShippingProgress freeShippingCost="5000.00" total="0.00" />
        <FreeShippingProgress freeShippingCost="5000.00" total="3499.50" />
        <FreeShippingProgress freeShippingCost="5000.00" total="4999.99" />
        <FreeShippingProgress freeShippingCost="5000.00" total="12345.00" />
      </div>
    </BothModes>
  ),
};

export const Playground: Story = {};
