import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '@shop/ui-kit/storybook';
import { orderLineRows } from './order-lines';
import { OrderLinesTable } from './order-lines-table';
import { storyOrder, withRouter } from './story-data';
// Stories only: the storefront links this lib's styles through app/styles.css.
import './orders.css';

const lines = orderLineRows(storyOrder.lineList);

const meta = {
  title: 'Storefront/Orders/Order lines',
  component: OrderLinesTable,
  decorators: [withRouter],
  args: { lines, caption: 'Товары заказа' },
} satisfies Meta<typeof OrderLinesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  render: (args) => (
    <BothModes>
      <OrderLinesTable {...args} />
    </BothModes>
  ),
};

export const Phone: Story = {
  render: (args) => (
    <PhoneFrame>
      <OrderLinesTable {...args} />
    </PhoneFrame>
  ),
};

export const UnavailableLine: Story = {
  name: 'A cart line that cannot be bought (checkout)',
  args: { lines: lines.map((line, index) => (index === 2 ? { ...line, problem: 'нельзя купить' } : line)) },
};
