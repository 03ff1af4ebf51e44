import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '@shop/ui-kit/storybook';
import { CartSummary } from './cart-summary';
import { FreeShippingProgress } from './free-shipping-progress';
import { withRouter } from './story-data';
// Stories only: the storefront links these styles (the layout's panel of sums, this lib's own) through app/styles.css.
import '@shop/storefront-ui-layout/styles.css';
import './cart.css';

const meta = {
  title: 'Storefront/Cart/Cart summary',
  component: CartSummary,
  decorators: [withRouter],
  args: { lineCount: 3, total: '225006.00' },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFreeShipping: Story = {
  render: (args) => (
    <BothModes>
      <CartSummary {...args} freeShipping={<FreeShippingProgress freeShippingCost="300000.00" total={args.total} />} />
    </BothModes>
  ),
};

export const NoThreshold: Story = {
  name: 'Without a free-shipping threshold',
  args: { lineCount: 1, total: '2900.00' },
};

export const UnavailableLine: Story = {
  name: 'A line that can no longer be bought',
  args: { lineCount: 4, total: '225006.00', blocked: true },
};

export const LargeSums: Story = {
  args: { lineCount: 21, total: '4500012345.67' },
  render: (args) => (
    <PhoneFrame>
      <CartSummary {...args} freeShipping={<FreeShippingProgress freeShippingCost="5000.00" total={args.total} />} />
    </PhoneFrame>
  ),
};
