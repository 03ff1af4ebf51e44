import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes } from '../lib/story-helpers';
import { Badge } from './badge';

const meta = {
  title: 'UI Kit/Badge',
  component: Badge,
  args: { tone: 'info', size: 'md', children: 'На рассмотрении' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'danger', 'warning', 'neutral'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TonesInBothModes: Story = {
  render: () => (
    <BothModes>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
          <Badge tone="info" size={size}>
            Новый
          </Badge>
          <Badge tone="success" size={size}>
            Выполнен
          </Badge>
          <Badge tone="danger" size={size}>
            Отклонена
          </Badge>
          <Badge tone="warning" size={size}>
            Ждёт стоимости доставки
          </Badge>
          <Badge tone="neutral" size={size}>
            Отозвана покупателем
          </Badge>
        </div>
      ))}
      <div style={{ width: 140 }}>
        <Badge tone="warning" size="sm" wrap>
          Ждёт стоимости доставки от транспортной компании
        </Badge>
      </div>
    </BothModes>
  ),
};
