import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '@shop/ui-kit/storybook';
import { OrderTotals } from './order-totals';
// Stories only: the storefront links these styles (the layout's panel of sums, this lib's own) through app/styles.css.
import '@shop/storefront-ui-layout/styles.css';
import './orders.css';

const meta = {
  title: 'Storefront/Orders/Order totals',
  component: OrderTotals,
  args: { itemsTotal: '225006.00', shippingCost: null, total: null },
} satisfies Meta<typeof OrderTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShippingPending: Story = {
  name: 'Shipping cost not known yet',
  render: (args) => (
    <BothModes>
      <OrderTotals {...args} />
    </BothModes>
  ),
};

export const FreeShipping: Story = {
  args: { shippingCost: '0.00', total: '225006.00' },
};

export const ShippingSet: Story = {
  name: 'Shipping set by the manager, large sums',
  args: {
    itemsTotal: '4500012345.67',
    shippingCost: '12500.00',
    total: '4500024845.67',
    vat: { vatRate: '22', vatAmount: '811479890.20' },
  },
  render: (args) => (
    <PhoneFrame>
      <OrderTotals {...args} />
    </PhoneFrame>
  ),
};
