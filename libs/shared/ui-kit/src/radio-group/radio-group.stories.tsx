import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothModes, PhoneFrame } from '../lib/story-helpers';
import { RadioGroup } from './radio-group';

const payers = [
  { value: 'individual', label: 'Физическое лицо' },
  { value: 'company', label: 'Юридическое лицо или ИП' },
] as const;

const deliveries = [
  { value: 'pickup', label: 'Самовывоз со склада' },
  { value: 'courier', label: 'Курьером по Москве и Санкт-Петербургу' },
  { value: 'transport_company', label: 'Транспортной компанией до терминала в вашем городе' },
] as const;

const meta = {
  title: 'UI Kit/RadioGroup',
  component: RadioGroup,
  args: { legend: 'Кто платит', name: 'payer', options: payers },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const States: Story = {
  render: () => (
    <BothModes>
      <div style={{ display: 'grid', gap: 16 }}>
        <RadioGroup legend="Кто платит" name="payer-states" options={payers} />
        <RadioGroup legend="Способ доставки" name="delivery-states" options={deliveries} disabled />
      </div>
    </BothModes>
  ),
};

export const LongTextsOnPhone: Story = {
  render: () => (
    <PhoneFrame>
      <RadioGroup
        legend="Способ доставки заказа до покупателя или до терминала перевозчика"
        name="delivery-phone"
        options={deliveries}
      />
    </PhoneFrame>
  ),
};
