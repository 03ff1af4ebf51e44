import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '../lib/story-helpers';
import { PagePlaceholder } from './page-placeholder';

const meta = {
  title: 'UI Kit/PagePlaceholder',
  component: PagePlaceholder,
  args: { title: 'Корзина', area: 'Корзина' },
} satisfies Meta<typeof PagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BothModesStory: Story = {
  name: 'Both modes',
  args: { title: 'Оформление заказа', area: 'Оформление заказа' },
  render: (args) => (
    <BothModes>
      <PagePlaceholder {...args}>
        <a href="#home">На главную</a>
      </PagePlaceholder>
    </BothModes>
  ),
};

export const LongTitleOnPhone: Story = {
  args: {
    title: 'Заявки интеграторов на подключение к партнёрской программе обслуживания тахографов',
    area: 'Заявки интеграторов',
  },
  render: (args) => (
    <PhoneFrame>
      <PagePlaceholder {...args} />
    </PhoneFrame>
  ),
};
