import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes } from '@shop/ui-kit/storybook';
import { RepeatOrderReport } from './repeat-order-report';
import { withRouter } from './story-data';
// Stories only: the storefront links this lib's styles through app/styles.css.
import './orders.css';

const meta = {
  title: 'Storefront/Orders/Repeat-order report',
  component: RepeatOrderReport,
  decorators: [withRouter],
  args: {
    added: [
      { article: 'ATOL-DRIVE-5', title: 'Тахограф Атол Drive 5 с блоком СКЗИ', quantity: 2, capped: false },
      {
        article: 'TD-150-700-RS485-FREQ-MOUNT',
        title:
          'Датчик уровня топлива Эскорт ТД-150 ёмкостный, длина 700 мм, интерфейсы RS-485 и частотный, с комплектом для монтажа',
        quantity: 100000,
        capped: true,
      },
    ],
    problems: [
      { article: 'CARD-OLD', title: 'Карта водителя для тахографа (старый образец)', reason: 'not_found' },
      { article: 'SE5000', title: 'Тахограф Stoneridge SE5000 Exakt Duo²', reason: 'not_sold' },
    ],
  },
} satisfies Meta<typeof RepeatOrderReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  name: 'Some added, some not',
  render: (args) => (
    <BothModes>
      <RepeatOrderReport {...args} />
    </BothModes>
  ),
};

export const NothingAdded: Story = {
  args: { added: [] },
};
