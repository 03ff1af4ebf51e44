import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes } from '../lib/story-helpers';
import { Spinner } from './spinner';

const meta = {
  title: 'UI Kit/Spinner',
  component: Spinner,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SizesInBothModes: Story = {
  render: () => (
    <BothModes>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, color: 'var(--ui-color-primary)' }}>
        <Spinner size="sm" />
        <Spinner size="md" />
        <Spinner size="lg" label="Загружаем каталог тахографов и блоков СКЗИ" />
        <span style={{ color: 'var(--ui-color-muted)' }}>Загрузка каталога…</span>
      </div>
    </BothModes>
  ),
};
