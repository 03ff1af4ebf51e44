import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '../lib/story-helpers';
import { Button } from './button';

const meta = {
  title: 'UI Kit/Button',
  component: Button,
  args: {
    children: 'Добавить в корзину',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    type: 'button',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <BothModes>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="button">Оформить заказ</Button>
        <Button type="button" variant="secondary">
          В избранное
        </Button>
        <Button type="button" variant="ghost">
          Отмена
        </Button>
        <Button type="button" variant="danger">
          Удалить папку
        </Button>
        <Button type="button" disabled>
          Недоступно
        </Button>
      </div>
    </BothModes>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <Button type="button" size="sm">
        Маленькая
      </Button>
      <Button type="button" size="md">
        Средняя
      </Button>
      <Button type="button" size="lg">
        Большая
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  render: () => (
    <BothModes>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="button" loading>
          Сохранить изменения
        </Button>
        <Button type="button" variant="secondary" loading>
          Загрузить прайс-лист
        </Button>
        <Button type="button" variant="danger" loading size="sm">
          Удалить
        </Button>
      </div>
    </BothModes>
  ),
};

export const LongLabelOnPhone: Story = {
  render: () => (
    <PhoneFrame>
      <Button type="button" fullWidth>
        Отправить заявку на подключение к программе интеграторов тахографов и систем мониторинга транспорта
      </Button>
    </PhoneFrame>
  ),
};
