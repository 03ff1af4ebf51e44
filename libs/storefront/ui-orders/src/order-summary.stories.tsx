import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '@shop/ui-kit/storybook';
import { OrderListItem } from './order-list-item';
import { OrderStatusBadge } from './order-status-badge';
import { withRouter } from './story-data';
import { testOrderSummary } from './testing';
// Stories only: the storefront links this lib's styles through app/styles.css.
import './orders.css';

const meta = {
  title: 'Storefront/Orders/Order in the list',
  component: OrderListItem,
  decorators: [withRouter],
  args: { order: testOrderSummary({ lineCount: 3 }), href: '/account/order/1' },
} satisfies Meta<typeof OrderListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statuses: Story = {
  render: () => (
    <BothModes>
      <p style={{ display: 'flex', gap: 8, margin: 0 }}>
        <OrderStatusBadge status="created" />
        <OrderStatusBadge status="completed" />
        <OrderStatusBadge status="canceled" />
      </p>
    </BothModes>
  ),
};

export const New: Story = {
  name: 'New, total not known yet',
  render: (args) => (
    <BothModes>
      <OrderListItem {...args} />
    </BothModes>
  ),
};

export const Completed: Story = {
  args: {
    order: testOrderSummary({
      number: 1002345,
      status: 'completed',
      total: '4500024845.67',
      lineCount: 21,
      companyTitle: 'Общество с ограниченной ответственностью «Транспортные телематические системы Северо-Запад»',
    }),
  },
  render: (args) => (
    <PhoneFrame>
      <OrderListItem {...args} />
    </PhoneFrame>
  ),
};

export const Canceled: Story = {
  args: {
    order: testOrderSummary({ status: 'canceled', payerType: 'individual', companyTitle: null, total: '1850.00' }),
  },
};
