import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '../lib/story-helpers';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI Kit/Checkbox',
  component: Checkbox,
  args: { label: 'Показывать удалённые' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const States: Story = {
  render: () => (
    <BothModes>
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox label="Активен" defaultChecked />
        <Checkbox label="E-mail подтверждён" />
        <Checkbox label="Участвует в фильтре каталога" disabled />
      </div>
    </BothModes>
  ),
};

export const LongTextsOnPhone: Story = {
  render: () => (
    <PhoneFrame>
      <Checkbox label="Блоки СКЗИ для тахографов с поддержкой ЕСТР и российских карт водителя" defaultChecked />
    </PhoneFrame>
  ),
};
