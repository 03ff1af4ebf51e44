import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '@shop/ui-kit/storybook';
import { SumsPanel } from './sums-panel';
// Stories only: the storefront links this lib's styles through app/styles.css.
import './styles.css';

const meta = {
  title: 'Storefront/Layout/Sums panel',
  component: SumsPanel,
  args: {
    title: 'Итого',
    rows: [
      { label: 'Товары', value: '225 006,00 ₽' },
      { label: 'Доставка', value: 'Бесплатно' },
    ],
    total: { label: 'К оплате', value: '225 006,00 ₽' },
  },
} satisfies Meta<typeof SumsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothColourModes: Story = {
  render: (args) => (
    <BothModes>
      <SumsPanel {...args} />
    </BothModes>
  ),
};

export const LongTextsOnPhone: Story = {
  args: {
    rows: [
      { label: 'Товары (21 позиция, включая НДС 20 %)', value: '4 500 012 345,67 ₽' },
      { label: 'Доставка транспортной компанией', value: 'Стоимость доставки сообщит менеджер' },
    ],
    total: { label: 'К оплате', value: 'уточняется' },
  },
  render: (args) => (
    <PhoneFrame>
      <SumsPanel {...args} />
    </PhoneFrame>
  ),
};
